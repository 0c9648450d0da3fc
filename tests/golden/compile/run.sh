#!/usr/bin/env bash
# `ptoc compile -o DIR` and `--ptoas`: the output folder layout, the ptoas
# command lines (flags per backend and planner, -j), the result cache, the
# exit-3 path with the user's source location, the version check, no partial
# folder on error, loc on/off and byte-identical reruns.  Uses tests/fake-ptoas.
set -u
PTOC=${PTOC:-build/ptoc}
root=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$root"
PTOC=$(cd "$(dirname "$PTOC")" && pwd)/$(basename "$PTOC")
here=tests/golden/compile
in=$here/two_kernels.py
fake=$root/tests/fake-ptoas
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export PTOC_PTOAS_CACHE=$tmp/cache
export FAKE_PTOAS_LOG=$tmp/ptoas.log
pass=0
fail=0
check() { # name, command status (0 = ok)
  if [ "$2" = 0 ]; then pass=$((pass + 1)); else echo "FAIL compile/$1"; fail=$((fail + 1)); fi
}
same() { diff -u "$1" "$2" >"$tmp/diff" 2>&1 || { cat "$tmp/diff"; return 1; }; }

# 1. folder layout with ptoas, two at a time
$PTOC compile --passes=none --no-emit-loc -j 2 --ptoas "$fake" -o "$tmp/out" "$in" 2>"$tmp/err"
check layout-status $?
(cd "$tmp/out" && find . -type f | sort) >"$tmp/files"
cat >"$tmp/want" <<'EOF'
./.ptoc-output
./kernel_config.py
./kernels/aic/cmm.cpp
./kernels/aiv/vexp.cpp
./orchestration/main.cpp
./ptoas/cmm.cpp
./ptoas/cmm.pto
./ptoas/vexp.cpp
./ptoas/vexp.pto
EOF
same "$tmp/want" "$tmp/files"; check layout-files $?
$PTOC compile --passes=none --no-emit-loc "$in" >"$tmp/stdout.pto"
cat "$tmp/out/ptoas/cmm.pto" "$tmp/out/ptoas/vexp.pto" | same "$tmp/stdout.pto" -; check pto-equals-stdout $?
grep -q 'static __aicore__ void vexp(__gm__ float\* v1, __gm__ float\* v2)' "$tmp/out/kernels/aiv/vexp.cpp"
check wrapper-embeds-ptoas $?
grep -q '"core_type": "aic"' "$tmp/out/kernel_config.py"; check config $?
grep -q 'rt_submit_aic_task(0, params_t0);' "$tmp/out/orchestration/main.cpp" &&
  grep -q 'params_t1.add_output(out);' "$tmp/out/orchestration/main.cpp"
check orchestration $?

# 2. ptoas flags: level3, --pto-arch (capabilities.ptoas_arch) and the
# backend's extra flags (none for 910B in
# specs/backends/910B.yaml), sorted by kernel
sort "$FAKE_PTOAS_LOG" | sed "s|$tmp/\.ptoc-tmp\.[A-Za-z0-9]*|OUT|g" >"$tmp/log"
cat >"$tmp/want" <<'EOF'
cmm.pto -o OUT/ptoas/cmm.cpp --enable-insert-sync --pto-level=level3 --pto-arch a3
vexp.pto -o OUT/ptoas/vexp.cpp --enable-insert-sync --pto-level=level3 --pto-arch a3
EOF
same "$tmp/want" "$tmp/log"; check ptoas-flags-910B $?

# 3. cache: the same .pto, version and flags do not run ptoas again
: >"$FAKE_PTOAS_LOG"
$PTOC compile --passes=none --no-emit-loc --ptoas "$fake" -o "$tmp/out" "$in" 2>"$tmp/err"
check cache-status $?
[ ! -s "$FAKE_PTOAS_LOG" ]; check cache-hit $?
# a different planner is a different command line: level2, no addr
$PTOC compile --passes=none --no-emit-loc --memory-planner ptoas --backend 950 --ptoas "$fake" \
  -o "$tmp/out2" "$in" 2>"$tmp/err"
check ptoas-planner-status $?
grep -c -- '--pto-level=level2 --pto-arch a5' "$FAKE_PTOAS_LOG" | grep -qx 2; check ptoas-flags-950-level2 $?
! grep -q 'addr =' "$tmp/out2/ptoas/vexp.pto"; check ptoas-planner-no-addr $?

# 4. ptoas failure: exit 3, reported at the user's line, no folder left
rm -rf "$tmp/out3"
FAKE_PTOAS_FAIL=pto.texp PTOC_PTOAS_CACHE=off $PTOC compile --passes=none --ptoas "$fake" \
  -o "$tmp/out3" "$in" 2>"$tmp/err"
st=$?
[ $st = 3 ]; check ptoas-fail-exit3 $?
cat >"$tmp/want" <<'EOF'
tests/golden/compile/two_kernels.py:10:104: error: ptoas rejected kernel 'vexp': 'pto.texp' op rejected by fake ptoas
        y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(x)
                                                                                                       ^
EOF
same "$tmp/want" "$tmp/err"; check ptoas-fail-location $?
[ ! -e "$tmp/out3" ] && [ -z "$(ls -d "$tmp"/out3.* 2>/dev/null)" ]; check no-partial-folder $?
# ... and an existing folder is left as it was
FAKE_PTOAS_FAIL=pto.texp PTOC_PTOAS_CACHE=off $PTOC compile --passes=none --ptoas "$fake" \
  -o "$tmp/out" "$in" 2>/dev/null
[ -f "$tmp/out/ptoas/vexp.cpp" ]; check failed-run-keeps-old-folder $?

# 5. version check against the backend's minimum
FAKE_PTOAS_VERSION=0.20 $PTOC compile --passes=none --ptoas "$fake" -o "$tmp/out4" "$in" 2>"$tmp/err"
[ $? = 3 ] && grep -q 'ptoas 0.20 is older than 0.27' "$tmp/err" && [ ! -e "$tmp/out4" ]
check ptoas-version $?

# ... the version emitted for is the one of the ptoas given: an op only 0.60
# has is refused at the user's line when that ptoas is 0.27, taken with 0.60
sub=tests/golden/codegen/prefetch_910B.py
FAKE_PTOAS_VERSION=0.27 $PTOC compile --backend 910B --passes=none --ptoas "$fake" -o "$tmp/v27" "$sub" 2>"$tmp/err"
[ $? = 1 ] && grep -q "^$sub:10:15: error: pto.make_prefetch_async_context needs ptoas >= 0.60; found 0.27" "$tmp/err" &&
  [ ! -e "$tmp/v27" ]
check ptoas-version-selects-027 $?
FAKE_PTOAS_VERSION=0.60 $PTOC compile --backend 910B --passes=none --ptoas "$fake" -o "$tmp/v60" "$sub" 2>"$tmp/err"
[ $? = 0 ] && grep -q 'pto.make_prefetch_async_context' "$tmp/v60/ptoas/"*.pto
check ptoas-version-selects-060 $?
# ... and a view is the pto.subset of 0.27 (its type inferred) or the pto.subview of 0.60
view=tests/golden/codegen/store_view_count_950.py
FAKE_PTOAS_VERSION=0.27 $PTOC compile --backend 950 --ptoas "$fake" -o "$tmp/s27" "$view" 2>"$tmp/err"
[ $? = 0 ] && grep -q '= pto.subset %[a-z_0-9]*\[%c0_index, %c0_index\] sizes \[8, 64\] : !pto.tile_buf<[^>]*>\( loc(.*)\)\{0,1\}$' "$tmp/s27/ptoas/"*.pto &&
  ! grep -q 'pto.subview' "$tmp/s27/ptoas/"*.pto
check ptoas-version-subset-027 $?
# ... --ptoas-version must agree with the ptoas given, and be one ptoc knows
FAKE_PTOAS_VERSION=0.27 $PTOC compile --backend 910B --passes=none --ptoas "$fake" --ptoas-version 0.60 \
  -o "$tmp/v3" "$sub" 2>"$tmp/err"
st=$?
[ $st != 0 ] && grep -q -- '--ptoas-version 0.60 does not match the ptoas given' "$tmp/err" && [ ! -e "$tmp/v3" ]
check ptoas-version-mismatch $?
$PTOC compile --backend 910B --passes=none --ptoas-version 0.x "$sub" >/dev/null 2>"$tmp/err"
[ $? = 2 ]; check ptoas-version-usage $?

# ... and a hanging ptoas is stopped after PTOC_PTOAS_TIMEOUT seconds
FAKE_PTOAS_SLEEP=30 PTOC_PTOAS_TIMEOUT=1 PTOC_PTOAS_CACHE=off $PTOC compile --passes=none \
  --ptoas "$fake" -o "$tmp/out5" "$in" 2>"$tmp/err"
[ $? = 3 ] && grep -q 'ptoas took more than 1 s on' "$tmp/err" && [ ! -e "$tmp/out5" ]
check ptoas-timeout $?

# 6. locations: on by default; PTOC_EMIT_PTO_LOC=0 and --no-emit-loc give the same bytes
$PTOC compile --passes=none "$in" >"$tmp/loc.pto"
grep -q 'loc("tests/golden/compile/two_kernels.py":10:104)' "$tmp/loc.pto"; check loc-on $?
PTOC_EMIT_PTO_LOC=0 $PTOC compile --passes=none "$in" >"$tmp/env.pto"
same "$tmp/stdout.pto" "$tmp/env.pto"; check loc-env-off $?
sed 's/ loc("[^)]*)//' "$tmp/loc.pto" | same "$tmp/stdout.pto" -; check loc-strip-equal $?

# 7. byte-identical reruns
$PTOC compile --passes=none "$in" >"$tmp/loc2.pto"
same "$tmp/loc.pto" "$tmp/loc2.pto"; check deterministic $?

# 8. usage errors exit 2
$PTOC compile --passes=none --bogus "$in" >/dev/null 2>&1
[ $? = 2 ]; check usage-exit2 $?

# 9. a program of kernels only is compiled one kernel at a time: the folder
# is the one the whole program gives, on every example and codegen golden
# (their own options, with -o) and every planner
for f in examples/*.py tests/golden/codegen/*.py tests/golden/memplan/*.py; do
  case "$(head -n 1 "$f")" in "# ptoc: compile"*) ;; "# ptoc:"*) continue ;; esac
  args=$(sed -n '1s/^# ptoc: compile //p' "$f" | sed 's/--emit=[a-z]*//')
  for planner in pypto ptoas; do
    rm -rf "$tmp/one" "$tmp/all"
    $PTOC compile $args --memory-planner $planner -o "$tmp/one" "$f" >/dev/null 2>"$tmp/err1"
    st1=$?
    $PTOC compile $args --memory-planner $planner --whole-program -o "$tmp/all" "$f" >/dev/null 2>"$tmp/err2"
    st2=$?
    n=$(basename "$f" .py)-$planner
    [ $st1 = $st2 ] && same "$tmp/err2" "$tmp/err1" && { [ $st1 != 0 ] || diff -r "$tmp/all" "$tmp/one"; }
    check "one-at-a-time-$n" $?
  done
done

# ... and an error in a later kernel (a capacity error, a parse error) leaves
# no folder, after the earlier kernel was already written
cat >"$tmp/late.py" <<'EOF'
import pypto.language as pl

@pl.program
class Late:
    @pl.function(type=pl.FunctionType.InCore)
    def a(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 64])
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def b(x: pl.Tensor[[1024, 1024], pl.FP32], out: pl.Out[pl.Tensor[[1024, 1024], pl.FP32]]) -> pl.Tensor[[1024, 1024], pl.FP32]:
        t: pl.Tile[[1024, 1024], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [1024, 1024])
        r: pl.Tensor[[1024, 1024], pl.FP32] = pl.store(t, [0, 0], out)
        return r
EOF
sed '/1024\], pl.FP32\] = pl.store/s/out)$/undefined_name)/' "$tmp/late.py" >"$tmp/late_parse.py"
for f in late late_parse; do
  rm -rf "$tmp/late_out"
  $PTOC compile --no-emit-loc -o "$tmp/late_out" "$tmp/$f.py" 2>"$tmp/err"
  st=$?
  [ $st = 1 ] && grep -q 'error:' "$tmp/err" && [ ! -e "$tmp/late_out" ] &&
    [ -z "$(ls -d "$tmp"/late_out.* 2>/dev/null)" ]
  check "late-error-no-folder-$f" $?
done

# ... and a kernel that calls another one is compiled with the whole program
# (the same messages and status either way)
sed 's/= pl.load(x, \[0, 0\], \[16, 64\])$/= pl.load(x, [0, 0], [16, 64])/; /def a(/{n;s/.*/        r: pl.Tensor[[16, 64], pl.FP32] = self.b(x, out)/;n;d}' \
  "$tmp/late.py" >"$tmp/calls.py"
grep -q 'self.b(x, out)' "$tmp/calls.py" &&
  { $PTOC compile --no-emit-loc -o "$tmp/calls1" "$tmp/calls.py" >/dev/null 2>"$tmp/err1"; st1=$?
    $PTOC compile --whole-program --no-emit-loc -o "$tmp/calls2" "$tmp/calls.py" >/dev/null 2>"$tmp/err2"
    [ $? = $st1 ] && same "$tmp/err2" "$tmp/err1"; }
check calls-whole-program $?

# 10. -o DIR writes only into a new folder, an empty one or one ptoc wrote
# (its stamp .ptoc-output); anything else is refused with exit 2, DIR named,
# and nothing changes.  snap lists every path of a tree with its kind, mode,
# size, inode and content hash.
snap() {
  (cd "$1" && find . -printf '%y %m %s %i %l %p\n' | sort &&
    find . -type f -exec md5sum {} + 2>/dev/null | sort -k2)
}
sb=$tmp/sb
rm -rf "$sb"
mkdir -p "$sb/proj" "$sb/userdir" "$sb/ro" "$sb/stamped"
cp "$in" "$sb/k.py"
cp "$in" "$sb/proj/k.py"
echo notes >"$sb/userdir/notes.txt"
echo data >"$sb/some_regular_file"
ln -s userdir "$sb/link_to_user"
chmod 555 "$sb/ro"
$PTOC compile --passes=none -o "$sb/stamped" "$in" 2>/dev/null
ln -s stamped "$sb/link_to_stamped"
cp -r "$sb/stamped" "$sb/stamped_ro"
chmod 555 "$sb/stamped_ro"
cp -r "$sb/stamped" "$sb/ro_sub"
chmod 555 "$sb/ro_sub/ptoas"
mkfifo "$sb/fifo"
dev=/dev/null
if [ "$(id -u)" = 0 ]; then mknod "$sb/null" c 1 3 && dev=$sb/null; fi
refused() { # NAME DIR-as-given WHY INPUT [cwd]
  local name=$1 dir=$2 why=$3 input=$4 cwd=${5:-$sb}
  snap "$sb" >"$tmp/before"
  (cd "$cwd" && $PTOC compile --passes=none -o "$dir" "$input") >/dev/null 2>"$tmp/err"
  local st=$?
  snap "$sb" >"$tmp/after"
  [ $st = 2 ] && grep -qF -- "error: -o $dir: $why" "$tmp/err" && same "$tmp/before" "$tmp/after"
  check "refuse-$name" $?
}
refused dot . "it is the current folder" k.py
refused pwd "$sb" "it is the current folder" k.py
refused parent-of-cwd .. "it holds the current folder" ../k.py "$sb/proj"
refused input-folder proj "it holds the input file proj/k.py" proj/k.py
refused input-file k.py "it is a regular file, not a folder" k.py
refused regular-file some_regular_file "it is a regular file, not a folder" k.py
refused user-files userdir "it holds files ptoc did not write" k.py
refused symlink link_to_user "it is a symbolic link, not a folder" k.py
refused symlink-to-stamped link_to_stamped "it is a symbolic link, not a folder" k.py
refused read-only ro "it is read-only" k.py
refused read-only-stamped stamped_ro "it is read-only" k.py
refused read-only-subfolder ro_sub "cannot replace ro_sub/ptoas: ro_sub/ptoas is read-only" k.py
refused fifo fifo "it is a FIFO, not a folder" k.py
refused device "$dev" "it is a character device, not a folder" k.py
refused root / "it holds the current folder" k.py
$PTOC compile --passes=none -o "" "$in" >/dev/null 2>"$tmp/err"
[ $? = 2 ] && grep -q -- '-o needs a folder name' "$tmp/err"; check refuse-empty-name $?
[ -c "$dev" ] && [ -p "$sb/fifo" ]; check refuse-kept-nodes $?

# ... a stamp ptoc did not write, an entry of the user's where ptoc would
# write, an owned entry replaced by a link: refused, nothing changes
for c in garbage-stamp empty-stamp stamp-link user-entry owned-link; do
  rm -rf "$sb/c" && cp -r "$sb/stamped" "$sb/c"
  case $c in
    garbage-stamp) echo garbage >"$sb/c/.ptoc-output"; why="c/.ptoc-output is not a stamp ptoc wrote" ;;
    empty-stamp) : >"$sb/c/.ptoc-output"; why="c/.ptoc-output is empty, and ptoc did not write the files beside it" ;;
    stamp-link) rm "$sb/c/.ptoc-output" && ln -s ../stamped/.ptoc-output "$sb/c/.ptoc-output"
      why="c/.ptoc-output is a symbolic link, not a stamp ptoc wrote" ;;
    user-entry) sed -i '/^kernels$/d' "$sb/c/.ptoc-output"; why="c/kernels exists and ptoc did not write it" ;;
    owned-link) rm -rf "$sb/c/ptoas" && ln -s ../userdir "$sb/c/ptoas"
      why="c/ptoas is a symbolic link, not what ptoc wrote there" ;;
  esac
  refused "$c" c "$why" k.py
done

# ... a new folder and its parents appear only when the output is complete
rm -rf "$sb/x"
(cd "$sb" && $PTOC compile --passes=none -o x/a/b/c/out "$root/tests/golden/frontend/eq_const.err") \
  >/dev/null 2>&1
[ $? = 1 ] && [ ! -e "$sb/x" ] && [ -z "$(ls -A "$sb" | grep ptoc-tmp)" ]; check new-parents-not-on-error $?
(cd "$sb" && $PTOC compile --passes=none -o x/a/b/c/out k.py) 2>"$tmp/err"
[ $? = 0 ] && [ -f "$sb/x/a/b/c/out/ptoas/vexp.pto" ] && [ -f "$sb/x/a/b/c/out/.ptoc-output" ]
check new-parents-on-success $?

# ... an empty folder is taken; a folder ptoc wrote keeps the user's files
# beside its entries, and loses the entries the new output does not have
mkdir "$sb/empty"
$PTOC compile --passes=none -o "$sb/empty" "$in" 2>"$tmp/err"
[ $? = 0 ] && diff -r "$sb/stamped" "$sb/empty" >/dev/null; check empty-folder-taken $?
echo mine >"$sb/empty/notes.txt"
grep -q '^orchestration$' "$sb/empty/.ptoc-output" && [ -d "$sb/empty/orchestration" ]
check stamp-lists-entries $?
head -n 9 "$tmp/late.py" >"$tmp/one_kernel.py" # kernel a only
$PTOC compile --no-emit-loc -o "$sb/one_ref" "$tmp/one_kernel.py" 2>/dev/null
$PTOC compile --no-emit-loc -o "$sb/empty" "$tmp/one_kernel.py" 2>"$tmp/err"
[ $? = 0 ] && [ "$(cat "$sb/empty/notes.txt")" = mine ] && rm "$sb/empty/notes.txt" &&
  diff -r "$sb/one_ref" "$sb/empty" >/dev/null
check stale-entries-go-user-files-stay $?

# ... the input inside a folder ptoc wrote is refused too
cp "$in" "$sb/stamped/k.py"
refused input-in-stamped stamped "it holds the input file stamped/k.py" stamped/k.py
rm "$sb/stamped/k.py"

# 11. concurrent runs into one folder: each succeeds, the folder is always
# the complete output of one of them, no temporary folder is left
for i in 0 1 2 3 4 5 6 7; do
  sed "s/vexp/vexp$i/g; s/cmm/cmm$i/g" "$in" >"$tmp/k$i.py"
  $PTOC compile --passes=none -o "$tmp/ref$i" "$tmp/k$i.py" 2>/dev/null
done
ok=0
for round in 1 2 3 4 5 6; do
  # rounds into a missing folder (3, 5), an empty one (4, 6), ptoc's (1, 2)
  [ $round -ge 3 ] && rm -rf "$tmp/conc"
  case $round in 4|6) mkdir "$tmp/conc" ;; esac
  pids=()
  for i in 0 1 2 3 4 5 6 7; do
    $PTOC compile --passes=none -o "$tmp/conc" "$tmp/k$i.py" 2>"$tmp/cerr$i" &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || { ok=1; cat "$tmp"/cerr*; }; done
  one=1
  for i in 0 1 2 3 4 5 6 7; do diff -r "$tmp/ref$i" "$tmp/conc" >/dev/null 2>&1 && one=0; done
  [ $one = 0 ] || { echo "round $round: the folder is no single run's output"; ok=1; }
  [ -z "$(ls -A "$tmp" "$tmp/conc" | grep ptoc-tmp)" ] || { echo "round $round: temporary folder left"; ok=1; }
done
check concurrent-runs $ok

# 12. interrupted: SIGINT, SIGTERM, a crash signal while ptoas runs leave the
# old folder as it was, no temporary folder and no ptoas process
cp -r "$sb/stamped" "$tmp/sig"
snap "$tmp/sig" >"$tmp/before"
for sig in INT TERM SEGV; do
  # a background job of its own, and the signals at their default action
  # even when this script started with them ignored (run in the background
  # itself): ptoc leaves an ignored SIGINT ignored, as it should
  set -m
  FAKE_PTOAS_SLEEP=30 FAKE_PTOAS_LOG=$tmp/sig.log PTOC_PTOAS_CACHE=off \
    env --default-signal=INT,TERM $PTOC compile --passes=none --ptoas "$fake" -o "$tmp/sig" "$in" 2>/dev/null &
  pid=$!
  set +m
  # until ptoas runs (a loaded machine may take seconds to start it)
  for _ in $(seq 400); do [ -s "$tmp/sig.log" ] && break; sleep 0.05; done
  kill -$sig $pid
  { wait $pid; } 2>/dev/null
  st=$?
  snap "$tmp/sig" >"$tmp/after"
  want=$((128 + $(kill -l $sig)))
  # a crash signal goes on to the sanitizers' handler under SAN=1: exit 1
  [ $sig = SEGV ] && [ $st = 1 ] && want=1
  ok=0
  [ $st = $want ] || { echo "signal $sig: exit $st, not $want"; ok=1; }
  same "$tmp/before" "$tmp/after" || ok=1
  ! pgrep -f "sleep 30" -P $pid >/dev/null || { echo "signal $sig: ptoas still runs"; ok=1; }
  [ -z "$(ls -A "$tmp/sig" | grep ptoc-tmp)" ] || { echo "signal $sig: temporary folder left"; ok=1; }
  [ -s "$tmp/sig.log" ] || echo "signal $sig: (sent before ptoas ran)"
  check "signal-$sig-cleans-up" $ok
  rm -f "$tmp/sig.log"
done

# 13. failures name DIR, never the temporary folder: a ptoas message about
# its input file, a file that cannot be written (a file size limit)
FAKE_PTOAS_CRASH=1 PTOC_PTOAS_CACHE=off $PTOC compile --passes=none --ptoas "$fake" -o "$tmp/out6" "$in" \
  2>"$tmp/err"
[ $? = 3 ] && grep -q "fake-ptoas: internal error while reading $tmp/out6/ptoas/cmm.pto" "$tmp/err" &&
  ! grep -q ptoc-tmp "$tmp/err" && [ ! -e "$tmp/out6" ]
check ptoas-message-names-dir $?
(trap '' XFSZ; ulimit -f 1; $PTOC compile --passes=none -o "$tmp/out7" "$root/examples/softmax_rows.py" \
  2>"$tmp/err")
[ $? = 2 ] && grep -q "cannot write $tmp/out7/ptoas/.*: File too large" "$tmp/err" && [ ! -e "$tmp/out7" ] &&
  [ -z "$(ls -A "$tmp" | grep ptoc-tmp)" ]
check write-error-names-dir $?

# 14. one function at a time: a body that calls a kernel compiled before it reads that
# kernel's header as parsed (the passes rewrite the kernel with nodes of its own arena).
# A kernel's body cannot call another (PTO codegen has no call), so both ways the
# program is refused at the call, after f's passes have read helper's header, with
# the same message and nothing written.
cc=$here/call_of_compiled_kernel.py
$PTOC compile -o "$tmp/out8" "$cc" 2>"$tmp/err8"
s8=$?
$PTOC compile --whole-program -o "$tmp/out9" "$cc" 2>"$tmp/err9"
s9=$?
[ $s8 = 1 ] && [ $s9 = 1 ] && cmp -s "$tmp/err8" "$tmp/err9" &&
  grep -q "call_of_compiled_kernel.py:17:9: error: PTO codegen: kernel 'f' calls function 'helper'" "$tmp/err8" &&
  [ ! -e "$tmp/out8" ] && [ ! -e "$tmp/out9" ]
check stream-call-of-compiled-kernel $?

# 15. a distributed program: orchestration/host_orch.py, and one single-chip build
# per chip orchestrator in next_levels/<name>/ holding the kernels it calls; a kernel
# two builds share goes through ptoas once and is in both
: >"$FAKE_PTOAS_LOG"
dist=$here/distributed.py
$PTOC compile --no-emit-loc --ptoas "$fake" -o "$tmp/out10" "$dist" 2>"$tmp/err"
check distributed-status $?
(cd "$tmp/out10" && find . -type f | sort) >"$tmp/files"
cat >"$tmp/want" <<'EOF2'
./.ptoc-output
./next_levels/chip_a/kernel_config.py
./next_levels/chip_a/kernels/aiv/vdouble.cpp
./next_levels/chip_a/orchestration/chip_a.cpp
./next_levels/chip_a/ptoas/vdouble.cpp
./next_levels/chip_a/ptoas/vdouble.pto
./next_levels/chip_b/kernel_config.py
./next_levels/chip_b/kernels/aiv/vdouble.cpp
./next_levels/chip_b/kernels/aiv/vexp.cpp
./next_levels/chip_b/orchestration/chip_b.cpp
./next_levels/chip_b/ptoas/vdouble.cpp
./next_levels/chip_b/ptoas/vdouble.pto
./next_levels/chip_b/ptoas/vexp.cpp
./next_levels/chip_b/ptoas/vexp.pto
./orchestration/host_orch.py
EOF2
same "$tmp/want" "$tmp/files"; check distributed-files $?
[ "$(wc -l <"$FAKE_PTOAS_LOG")" = 2 ] &&
  same "$tmp/out10/next_levels/chip_a/kernels/aiv/vdouble.cpp" "$tmp/out10/next_levels/chip_b/kernels/aiv/vdouble.cpp"
check distributed-ptoas-once $?
$PTOC compile --emit=host_orch "$dist" | same - "$tmp/out10/orchestration/host_orch.py" &&
  grep -q '_submit_chip(orch, callables\["chip_b"\], _ta_1, config, 1)' "$tmp/out10/orchestration/host_orch.py"
check distributed-host-orch $?
grep -q '"name": "vexp"' "$tmp/out10/next_levels/chip_b/kernel_config.py" &&
  ! grep -q vexp "$tmp/out10/next_levels/chip_a/kernel_config.py"
check distributed-chip-config $?

# 16. HOST SubWorkers: sub_workers/<name>.py each (the Python body in _user_<name>,
# or a stub that raises), __required__.json the sorted names of the abstract ones
$PTOC compile -o "$tmp/out11" "$here/sub_workers.py" 2>"$tmp/err" &&
  (cd "$tmp/out11" && find . -type f | sort) >"$tmp/files" &&
  printf '%s\n' ./.ptoc-output ./orchestration/host_orch.py ./sub_workers/__required__.json \
    ./sub_workers/alog.py ./sub_workers/verify.py ./sub_workers/zlog.py | same - "$tmp/files" &&
  printf '[\n  "alog",\n  "zlog"\n]' | same - "$tmp/out11/sub_workers/__required__.json" &&
  grep -q '^    expected = torch.full((128, 128), 5.0, dtype=torch.float32)$' "$tmp/out11/sub_workers/verify.py" &&
  grep -q '^    _user_verify(f)$' "$tmp/out11/sub_workers/verify.py" &&
  grep -q "SubWorker 'zlog' is a runtime-bound callback" "$tmp/out11/sub_workers/zlog.py" &&
  grep -q 'orch.submit_sub(sub_ids\["zlog"\], _ta_1)' "$tmp/out11/orchestration/host_orch.py"
check sub-workers $?

# 17. several Orchestration functions and no HOST level (the reference's multi-orchestration
# L2 program): next_levels/<orch>/ per orchestration function, each with only the kernels it
# calls, nothing at the top, ptoas once per kernel; the folder's files are what --emit prints
multi=tests/golden/orch/multi_orch_l2.py
: >"$FAKE_PTOAS_LOG"
$PTOC compile --no-emit-loc --ptoas "$fake" -o "$tmp/out12" "$multi" 2>"$tmp/err"
check multi-orch-status $?
(cd "$tmp/out12" && find . -type f | sort) >"$tmp/files"
cat >"$tmp/want" <<'EOF2'
./.ptoc-output
./next_levels/chip_orch_add/kernel_config.py
./next_levels/chip_orch_add/kernels/aiv/tile_add.cpp
./next_levels/chip_orch_add/orchestration/chip_orch_add.cpp
./next_levels/chip_orch_add/ptoas/tile_add.cpp
./next_levels/chip_orch_add/ptoas/tile_add.pto
./next_levels/chip_orch_sub/kernel_config.py
./next_levels/chip_orch_sub/kernels/aiv/tile_sub.cpp
./next_levels/chip_orch_sub/orchestration/chip_orch_sub.cpp
./next_levels/chip_orch_sub/ptoas/tile_sub.cpp
./next_levels/chip_orch_sub/ptoas/tile_sub.pto
EOF2
same "$tmp/want" "$tmp/files"; check multi-orch-files $?
[ "$(wc -l <"$FAKE_PTOAS_LOG")" = 2 ]; check multi-orch-ptoas-once $?
cat "$tmp/out12/next_levels/chip_orch_add/orchestration/chip_orch_add.cpp" \
  "$tmp/out12/next_levels/chip_orch_sub/orchestration/chip_orch_sub.cpp" |
  same tests/golden/orch/multi_orch_l2.out - &&
  cat "$tmp/out12/next_levels/chip_orch_add/kernel_config.py" \
    "$tmp/out12/next_levels/chip_orch_sub/kernel_config.py" |
  same tests/golden/orch/multi_orch_l2_config.out -
check multi-orch-emit-equals-folder $?
# ... and an orchestration function calling another is refused, nothing written
$PTOC compile -o "$tmp/out13" tests/golden/orch/err_orch_calls_orch.py 2>"$tmp/err"
[ $? = 1 ] && grep -q "a call of Orchestration function 'chip_orch_add'" "$tmp/err" && [ ! -e "$tmp/out13" ]
check multi-orch-nested-refused $?

# 18. the Python ptoc writes parses as Python: every host_orch.py and kernel_config.py
# expectation, and the .py files of the folders above (needs python3; skipped without it)
if command -v python3 >/dev/null 2>&1; then
  pys=$(find "$tmp/out10" "$tmp/out11" "$tmp/out12" -name '*.py' | sort)
  for f in $(grep -l -e '--emit=host_orch' -e '--emit=config' tests/golden/*/*.py); do
    [ -f "${f%.py}.out" ] && pys="$pys ${f%.py}.out"
  done
  # shellcheck disable=SC2086
  python3 -c 'import ast, sys
bad = 0
for f in sys.argv[1:]:
    try:
        ast.parse(open(f).read(), f)
    except SyntaxError as e:
        print("not Python: %s: %s" % (f, e)); bad += 1
sys.exit(1 if bad or len(sys.argv) < 20 else 0)' $pys
  check python-parses $?
else
  echo "compile: python3 not found: the generated Python is not parsed"
fi

# 19. the orchestration C++ ptoc writes is well-formed C++ whose names are declared before
# use: every --emit=orchestration expectation (split per file) and the orchestration/*.cpp
# of the folders above, against tests/golden/compile/api, a stand-in for the runtime's
# header that declares its names loosely (needs c++; skipped without it)
if command -v c++ >/dev/null 2>&1; then
  mkdir -p "$tmp/cpp"
  cpps=$(find "$tmp/out10" "$tmp/out12" -path '*/orchestration/*.cpp' | sort)
  k=0
  for f in $(grep -l -e '--emit=orchestration' tests/golden/*/*.py); do
    [ -f "${f%.py}.out" ] || continue
    k=$((k + 1))
    awk -v d="$tmp/cpp/$k" '/^\/\/ Orchestration Function: /{n++} {print > (d "_" n ".cpp")}' "${f%.py}.out"
  done
  cpps="$cpps $(ls "$tmp"/cpp/*.cpp)"
  bad=0 count=0
  for c in $cpps; do
    count=$((count + 1))
    c++ -std=c++17 -fsyntax-only -I"$here/api" "$c" 2>"$tmp/cxx" || { head -n 5 "$tmp/cxx"; bad=1; }
  done
  [ $bad = 0 ] && [ $count -ge 30 ]; check orchestration-cpp-parses $?
else
  echo "compile: c++ not found: the generated orchestration C++ is not parsed"
fi

# 20. kernels whose body text outgrows CG_SPILL_CHUNK (4 MiB: two kernels of
# 8,000 statements, about 6 MB each) go to a spill file while they are
# emitted and are spliced into their .pto: the same bytes as on stdout
bench/gen_kernels.sh 16000 "$tmp/big.py" 8000
$PTOC compile -o "$tmp/big" "$tmp/big.py" && $PTOC compile "$tmp/big.py" >"$tmp/big.pto"
check big-status $?
[ "$(wc -c <"$tmp/big/ptoas/k0.pto")" -gt 4194304 ] && [ ! -e "$tmp/big/.body" ]
check big-spilled $?
cat "$tmp/big/ptoas/k0.pto" "$tmp/big/ptoas/k1.pto" | cmp -s "$tmp/big.pto" -; check big-spliced $?

echo "compile: $pass passed, $fail failed"
[ $fail -eq 0 ]
