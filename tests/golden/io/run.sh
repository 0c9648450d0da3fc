#!/usr/bin/env bash
# What ptoc does with the files and streams a user names: every command's
# stdout is checked (a full device is exit 2), `run --out` replaces only
# regular files and writes devices, FIFOs and symbolic links in place, input
# files are named in their errors.  Runs as root too (CI): device nodes are
# then made in a temporary folder, never the system's.
set -u
PTOC=${PTOC:-build/ptoc}
root=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$root"
PTOC=$(cd "$(dirname "$PTOC")" && pwd)/$(basename "$PTOC")
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
pass=0
fail=0
check() { # name, command status (0 = ok)
  if [ "$2" = 0 ]; then pass=$((pass + 1)); else echo "FAIL io/$1"; fail=$((fail + 1)); fi
}
# expect NAME STATUS GREP-PATTERN: the last command's status and stderr ($tmp/err)
expect() {
  [ "$st" = "$2" ] && grep -q -- "$3" "$tmp/err"
  local r=$?
  [ $r = 0 ] || { echo "  status $st (want $2); stderr:"; head -n 5 "$tmp/err"; }
  check "$1" $r
}
is_root=0
[ "$(id -u)" = 0 ] && is_root=1
pto=tests/golden/runtime/demo_mul_32x32.pto
py=examples/mul_32x32.py
mlir=tests/golden/vlayout/broadcast_vci_scalar.mlir

# ---- stdout: every command, written to a full device ----------------------
full=/dev/full
if [ $is_root = 1 ]; then mknod "$tmp/full" c 1 7 && full=$tmp/full; fi
while IFS= read -r cmd; do
  # shellcheck disable=SC2086
  $PTOC $cmd >"$full" 2>"$tmp/err"
  st=$?
  expect "stdout-full: $cmd" 2 'error: writing <stdout>: No space left on device'
done <<EOF
compile $py
compile --emit=wrapper $py
print $py
opt --passes=init_mem_ref $py
verify $py
check $py
ops
ops --backend 950
describe-op tile.add
backends
backend-info --backend 950
backend-info --backend 950 --json
plan-scratch --backend 910B tile.sels --dtype FP16 --source-cols 128
docs
run $pto --in 0=iota --in 1=const:2 --print 2
vlayout $mlir
vlayout --emit=mlir $mlir
--help
--version
compile --help
run --help
EOF
# ... and a stdout closed by the caller, when something is written to it
$PTOC ops >&- 2>"$tmp/err"
st=$?
expect stdout-closed 2 'error: writing <stdout>: Bad file descriptor'
# ... while a command that writes nothing to stdout does not care
$PTOC parse $py >&- 2>"$tmp/err"
check stdout-closed-unused $?

# ---- run --out: what is at the path decides how it is written ---------------
run_out() { # PATH [more ptoc args]: run the kernel, its result to PATH
  local p=$1
  shift
  $PTOC run $pto --in 0=iota --in 1=const:2 --out "2=$p" "$@" 2>"$tmp/err"
}
mkdir "$tmp/o"
run_out "$tmp/ref.npy"
check out-new $?
cmp -s <(head -c 6 "$tmp/ref.npy") <(printf '\x93NUMPY'); check out-new-npy $?
ls -i "$tmp/ref.npy" >"$tmp/ino1"
# a regular file is replaced whole
echo old >"$tmp/o/reg.npy"
run_out "$tmp/o/reg.npy"
st=$?
[ $st = 0 ] && cmp -s "$tmp/ref.npy" "$tmp/o/reg.npy"; check out-regular $?
# a symbolic link stays a link; what it points to is written
echo old >"$tmp/o/target.npy"
ln -s target.npy "$tmp/o/link.npy"
run_out "$tmp/o/link.npy"
st=$?
[ $st = 0 ] && [ -L "$tmp/o/link.npy" ] && [ "$(readlink "$tmp/o/link.npy")" = target.npy ] &&
  cmp -s "$tmp/ref.npy" "$tmp/o/target.npy"
check out-symlink-kept $?
# a link to nothing is refused and stays as it was
ln -s missing.npy "$tmp/o/dangling.npy"
run_out "$tmp/o/dangling.npy"
st=$?
expect out-dangling-refused 2 "cannot write $tmp/o/dangling.npy: No such file or directory"
[ -L "$tmp/o/dangling.npy" ] && [ ! -e "$tmp/o/missing.npy" ]; check out-dangling-kept $?
# a folder is refused
mkdir "$tmp/o/dir.npy"
run_out "$tmp/o/dir.npy"
st=$?
expect out-dir-refused 2 "cannot write $tmp/o/dir.npy: Is a directory"
[ -d "$tmp/o/dir.npy" ] && [ -z "$(ls -A "$tmp/o/dir.npy")" ]; check out-dir-kept $?
# a FIFO is written in place: the reader gets the array, the FIFO stays
mkfifo "$tmp/o/fifo"
timeout 30 cat "$tmp/o/fifo" >"$tmp/fifo.got" & # (a FIFO replaced: no hang)
reader=$!
run_out "$tmp/o/fifo"
st=$?
wait $reader
[ $st = 0 ] && [ -p "$tmp/o/fifo" ] && cmp -s "$tmp/ref.npy" "$tmp/fifo.got"; check out-fifo $?
# /dev/stdout: a link to the caller's stdout, written in place
run_out /dev/stdout >"$tmp/stdout.npy"
st=$?
[ $st = 0 ] && cmp -s "$tmp/ref.npy" "$tmp/stdout.npy" && [ -L /dev/stdout ]; check out-dev-stdout $?
# character devices: written in place (a null device), or the write fails
# (a full device: exit 2, the device stays); as root on nodes of our own
null=/dev/null
if [ $is_root = 1 ]; then mknod "$tmp/o/null" c 1 3 && null=$tmp/o/null; fi
run_out "$null"
st=$?
[ $st = 0 ] && [ -c "$null" ]; check out-null-device $?
run_out "$full"
st=$?
expect out-full-device 2 "cannot write $full: No space left on device"
[ -c "$full" ]; check out-full-device-kept $?
if [ $is_root = 1 ]; then
  # a block device is never written (major 62: reserved for local use)
  mknod "$tmp/o/blk" b 62 0
  run_out "$tmp/o/blk"
  st=$?
  expect out-block-refused 2 "cannot write $tmp/o/blk: Operation not permitted"
  [ -b "$tmp/o/blk" ]; check out-block-kept $?
fi
# a missing folder: an error, nothing created
run_out "$tmp/o/nodir/x.npy"
st=$?
expect out-missing-folder 2 "cannot write $tmp/o/nodir/x.npy: No such file or directory"
[ ! -e "$tmp/o/nodir" ]; check out-missing-folder-nothing $?
# no temporary file is left anywhere
[ -z "$(find "$tmp/o" -name '*.tmp.*')" ]; check out-no-temp-left $?

# ---- run --in: the file at fault is named ------------------------------------
npy_v1() { # DESCR SHAPE: a .npy v1 header (no data)
  local h="{'descr': '$1', 'fortran_order': False, 'shape': ($2), }"
  local n=$(((10 + ${#h} + 1 + 63) / 64 * 64 - 10))
  printf '\x93NUMPY\x01\x00'
  printf "\\x$(printf %02x $((n & 255)))\\x$(printf %02x $((n >> 8)))"
  printf '%s' "$h"
  printf '%*s\n' $((n - ${#h} - 1)) ''
}
npy_v1 '<f8' '32, 32' >"$tmp/f8.npy"
$PTOC run $pto --in 0="$tmp/ref.npy" --in 1="$tmp/f8.npy" 2>"$tmp/err"
st=$?
expect in-dtype-f8 1 "ptoc run: $tmp/f8.npy: unsupported .npy dtype '<f8' (supported: <f4"
printf 'not numpy' >"$tmp/bad.npy"
$PTOC run $pto --in 0="$tmp/ref.npy" --in 1="$tmp/bad.npy" 2>"$tmp/err"
st=$?
expect in-malformed-named 1 "ptoc run: $tmp/bad.npy: not a .npy file (bad magic)"
$PTOC run $pto --in 0="$tmp/o" 2>"$tmp/err"
st=$?
expect in-directory 2 "ptoc run: cannot read $tmp/o: Is a directory"
$PTOC run $pto --in 0=iota --in 0=zeros 2>"$tmp/err"
st=$?
expect in-bound-twice 2 "ptoc run: --in 0=zeros: parameter 0 is already bound"

# ---- --help: every command, exit 0, its usage and every option it takes -------
while IFS='|' read -r cmd opts; do
  $PTOC $cmd --help >"$tmp/help" 2>"$tmp/err"
  st=$?
  ok=0
  [ $st = 0 ] && [ ! -s "$tmp/err" ] && head -n 1 "$tmp/help" | grep -q "^usage: ptoc $cmd" || ok=1
  for o in $opts; do grep -q -- "$o" "$tmp/help" || { echo "  ptoc $cmd --help: no $o"; ok=1; }; done
  $PTOC $cmd -h | cmp -s - "$tmp/help" || ok=1
  check "help-$cmd" $ok
done <<EOF
ops|--backend
describe-op|--backend
backends|
backend-info|--backend --json
plan-scratch|--backend --dtype --source-cols --source --target --source-dtype --saturating
docs|
print|
parse|
equal|
opt|--passes --pass-pipeline --backend --no-backend --memory-planner --verify --print-ir-after-all --print-ir-after= --dump-passes --expect
verify|--property --tensor-view-canonical
vlayout|--report --emit=mlir --solver=fast --solver=exhaustive
compile|--backend --memory-planner --no-emit-loc --passes --verify --emit -o --dump-passes --ptoas -j --timing --whole-program
run|--func --backend --in --scalar --out --print --peer
check|--backend --memory-planner --seed --ulp --scalar
EOF

# ---- exit status: 1 errors in the input, 2 usage or I/O -------------------------
status() { # NAME WANT ptoc-args...
  local name=$1 want=$2
  shift 2
  $PTOC "$@" >/dev/null 2>"$tmp/err"
  st=$?
  [ $st = "$want" ] || { echo "  ptoc $*: exit $st, want $want"; head -n 3 "$tmp/err"; }
  [ $st = "$want" ]
  check "status-$name" $?
}
for c in print parse compile check verify; do
  status "missing-file-$c" 2 $c "$tmp/no-such-file.py"
done
status missing-file-opt 2 opt --passes=init_mem_ref "$tmp/no-such-file.py"
status missing-file-vlayout 2 vlayout "$tmp/no-such-file.mlir"
status missing-file-run 2 run "$tmp/no-such-file.pto"
status folder-input 2 compile "$tmp/o"
grep -q "cannot read $tmp/o: Is a directory" "$tmp/err"; check folder-input-message $?
for c in ops describe-op backend-info plan-scratch compile check opt run; do
  case $c in
    describe-op) args=(describe-op tile.add) ;;
    backend-info) args=(backend-info) ;;
    plan-scratch) args=(plan-scratch tile.sels) ;;
    compile|check) args=($c $py) ;;
    opt) args=(opt --passes=init_mem_ref $py) ;;
    run) args=(run $pto) ;;
    *) args=($c) ;;
  esac
  status "unknown-backend-$c" 2 "${args[@]}" --backend Ascend310
done
status unknown-op 2 describe-op tile.nope
status unknown-op-plan 2 plan-scratch tile.nope
status source-cols-huge 2 plan-scratch --backend 910B tile.sels --dtype FP16 --source-cols 99999999999999999999
grep -q -- "--source-cols: expected a positive integer" "$tmp/err"; check source-cols-huge-message $?
status source-dims-huge 2 plan-scratch --backend 910B tile.sels --source 'FP16[8, 99999999999999999999]'
status jobs-bogus 2 compile -j 1x $py
status jobs-huge 2 compile -j 99999999999999999999 $py
status seed-bogus 2 check --seed x $py
status ulp-bogus 2 check --ulp -3 $py
echo junk >"$tmp/notadir"
status dump-passes-io 2 opt --passes=init_mem_ref --dump-passes="$tmp/notadir/dump" $py
grep -q "cannot write $tmp/notadir/dump/00_frontend.py: Not a directory" "$tmp/err"; check dump-passes-io-message $?
printf 'func.func @f(%%x: vector<64xf32>) {\n  %%y = ave.hir.nope %%x\n' >"$tmp/bad.mlir"
status vlayout-input-error 1 vlayout "$tmp/bad.mlir"
status run-scalar-on-pointer 2 run $pto --scalar 0=1
status unknown-command 2 no-such-command

echo "io: $pass passed, $fail failed"
[ $fail -eq 0 ]
