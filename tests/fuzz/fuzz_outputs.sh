#!/usr/bin/env bash
# Mutation fuzzing of what ptoc writes: `compile -o DIR` and `run --out I=X`
# against existing paths of every kind (missing, with missing parents,
# regular files, hard and symbolic links, links to nothing, folders empty,
# stamped, stamped with the user's files, with a mutated stamp or mutated
# owned entries, read-only, FIFOs, devices made in the sandbox when root, the
# current folder, the input's folder), good and bad inputs, runs in parallel
# and runs killed by a signal.  After every run:
#   - nothing outside ptoc's own outputs changed (kind, mode, inode, content
#     of every path in the sandbox; ptoc's outputs are the entries DIR's stamp
#     listed plus the new output, or what --out's path resolves to);
#   - a failed or refused run changed nothing at all;
#   - a successful run left exactly the reference output;
#   - paths that must be refused were (exit 2, the path named), paths that
#     must be taken were;
#   - no temporary file or folder is left.
# usage: tests/fuzz/fuzz_outputs.sh PTOC SECONDS [ROUNDS] [SEED]
# (stops at whichever of SECONDS and ROUNDS comes first; ROUNDS -1: no limit).
# ROUNDS `all`: one round per kind of path, for `make check`.
set -u
PTOC=${1:-build/ptoc}
secs=${2:-60}
rounds=${3:--1}
seed=${4:-$(date +%s)}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
PTOC=$(cd "$(dirname "$PTOC")" && pwd)/$(basename "$PTOC")
fake=$root/tests/fake-ptoas
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
export PTOC_PTOAS_CACHE=off
RANDOM=$seed
is_root=0
[ "$(id -u)" = 0 ] && is_root=1
pick() { R=$((RANDOM % $1)); } # a random number below $1, in R
findings=0
finding() { # what
  findings=$((findings + 1))
  echo "FINDING (seed $seed, round $round): $*"
  [ -n "${log:-}" ] && [ -s "$log" ] && sed 's/^/    /' "$log" | head -n 8
}

# ---- inputs and their reference outputs ------------------------------------
in_dir=$work/inputs
mkdir -p "$in_dir"
cp tests/golden/compile/two_kernels.py "$in_dir/orch.py"
sed 's/vexp/vexp2/g; s/cmm/cmm2/g' tests/golden/compile/two_kernels.py >"$in_dir/orch2.py"
cp examples/mul_32x32.py "$in_dir/mul.py"
cp examples/softmax_rows.py "$in_dir/softmax.py"
printf 'import pypto.language as pl\n\n@pl.program\nclass Bad:\n    def oops(\n' >"$in_dir/bad.py"
# name|args|expected status when DIR is taken
inputs=(
  "orch.py|--passes=none|0"
  "orch2.py|--passes=none|0"
  "mul.py||0"
  "softmax.py||0"
  "bad.py||1"
  "orch.py|--passes=none --ptoas $fake|0"
  "orch.py|--passes=none --ptoas $fake FAIL|3"
)
# (compiled as the rounds compile them: from the sandbox, as src/NAME, which
# the .pto's loc() quote)
mkdir -p "$work/refsb/src"
cp "$in_dir"/*.py "$work/refsb/src/"
for e in "${inputs[@]}"; do
  IFS='|' read -r name args want <<<"$e"
  [ "$want" = 0 ] || continue
  ref=$work/ref_${name%.py}$( [[ "$args" == *ptoas* ]] && echo _ptoas)
  [ -d "$ref" ] && continue
  # shellcheck disable=SC2086
  (cd "$work/refsb" && $PTOC compile $args -o "$ref" "src/$name") 2>/dev/null ||
    { echo "cannot build the reference of $name"; exit 1; }
done
pto=tests/golden/runtime/demo_mul_32x32.pto
$PTOC run $pto --in 0=iota --in 1=const:2 --out 2="$work/ref.npy" || exit 1

# ---- snapshots ---------------------------------------------------------------
# One line per path: kind, mode, inode, link target (folders: no size or link
# count, which entries change), devices' numbers, file hashes.
snap() {
  (cd "$1" && {
    find . -type d -printf 'd %m %i %p\n'
    find . ! -type d -printf '%y %m %s %i %l %p\n'
    find . \( -type c -o -type b \) -exec stat -c 'dev %t:%T %n' {} +
    find . -type f -exec md5sum {} +
  } 2>/dev/null | sort)
}
# Drops the lines of the paths in $exclude (each with its subtree) and in
# $exact (the path alone)
outside() { # SNAPSHOT-FILE
  awk -v ex="$exclude" -v ez="${exact:-}" 'BEGIN { n = split(ex, e, " "); m = split(ez, z, " ") }
    { p = $NF; keep = 1
      for (i = 1; i <= n; i++) if (p == e[i] || index(p, e[i] "/") == 1) keep = 0
      for (i = 1; i <= m; i++) if (p == z[i]) keep = 0
      if (keep) print }' "$1"
}
leftovers() { find "$sb" \( -name '.ptoc-tmp.*' -o -name '*.tmp.*' \) 2>/dev/null | head -n 3; }

# ---- the world: a sandbox with a path of a chosen kind ------------------------
sb=$work/sb
log=$work/log
new_sandbox() {
  chmod -R u+w "$sb" 2>/dev/null
  rm -rf "$sb"
  mkdir -p "$sb/src" "$sb/other"
  cp "$in_dir"/*.py "$sb/src/"
  echo "the user's notes" >"$sb/other/notes.txt"
  ln "$sb/other/notes.txt" "$sb/other/hardlink.txt"
}
user_files() { # DIR: a few files and folders of the user's
  local d=$1
  echo "mine $RANDOM" >"$d/notes.txt"
  pick 2; [ $R = 0 ] && mkdir -p "$d/ptoas.bak" && echo keep >"$d/ptoas.bak/x"
  pick 2; [ $R = 0 ] && echo keep >"$d/kernels2"
  pick 3; [ $R = 0 ] && ln -s ../other "$d/userlink"
  return 0
}
stamped() { # DIR: an output folder of an earlier run
  pick 4
  local e=${inputs[$R]} name args
  IFS='|' read -r name args _ <<<"$e"
  # shellcheck disable=SC2086
  (cd "$sb" && $PTOC compile $args -o "$1" "src/$name") 2>/dev/null
}
# Mutations of a stamped folder; `must` says whether ptoc must refuse it
# (late: only once the new output shows it would write there)
mutate_stamped() {
  local d=$1
  pick 9
  case $R in
    0) echo garbage >"$d/.ptoc-output"; must=refuse ;;
    1) rm "$d/.ptoc-output"; ln -s ../other/notes.txt "$d/.ptoc-output"; must=refuse ;;
    2) rm "$d/.ptoc-output"; mkfifo "$d/.ptoc-output"; must=refuse ;;
    3) rm -rf "$d/ptoas"; ln -s ../other "$d/ptoas"; must=refuse ;;
    4) rm -rf "$d/kernels"; mkfifo "$d/kernels"; must=refuse ;;
    5) chmod 555 "$d/ptoas"; must=refuse ;;
    6) sed -i '/^kernels$/d' "$d/.ptoc-output"; must=late ;; # kernels/ is now the user's
    7) echo "extra $RANDOM" >"$d/ptoas/extra.txt"; must=take ;; # inside an owned entry
    8) : >"$d/.ptoc-output"; must=refuse ;; # a stamp being made: only temps may be beside it
  esac
}

# ---- one compile -o round ------------------------------------------------------
compile_round() {
  new_sandbox
  pick ${#inputs[@]}
  local e=${inputs[$R]} name args want
  IFS='|' read -r name args want <<<"$e"
  local env=()
  if [[ "$args" == *FAIL ]]; then
    args=${args% FAIL}
    env=(FAKE_PTOAS_FAIL=pto.texp)
  fi
  local ref=$work/ref_${name%.py}$( [[ "$args" == *ptoas* ]] && echo _ptoas)
  local input=src/$name cwd=$sb dir=t must=take kind
  pick 19
  kind=${force_kind:-$R}
  case $kind in
    0) dir=t ;;
    1) dir=a/b/c/t ;;
    2) mkdir "$sb/t" ;;
    3) mkdir -p "$sb/t" && stamped "$sb/t" ;;
    4) mkdir -p "$sb/t" && stamped "$sb/t" && user_files "$sb/t" ;;
    5) stamped "$sb/t" && mutate_stamped "$sb/t" ;;
    6) mkdir "$sb/t" && user_files "$sb/t"; must=refuse ;;
    7) echo data >"$sb/t"; must=refuse ;;
    8) echo data >"$sb/f"; dir=f/t; must=refuse ;;
    9) stamped "$sb/real" && ln -s real "$sb/t"; must=refuse ;;
    10) ln -s other "$sb/t"; must=refuse ;;
    11) ln -s nowhere "$sb/t"; must=refuse ;;
    12) mkfifo "$sb/t"; must=refuse ;;
    13) if [ $is_root = 1 ]; then mknod "$sb/t" c 1 3; else dir=/dev/null; fi; must=refuse ;;
    14) dir=.; cwd=$sb/src; input=$name; must=refuse ;;
    15) dir=..; cwd=$sb/src; input=$name; must=refuse ;;
    16) dir=src; must=refuse ;;
    17) mkdir "$sb/t" && chmod 555 "$sb/t"; must=refuse ;;
    18) stamped "$sb/t" && chmod 555 "$sb/t"; must=refuse ;;
  esac
  pick 4
  [ $R = 0 ] && [ "$dir" != . ] && [ "$dir" != .. ] && [ "$dir" != /dev/null ] && dir=$dir/
  local abs_dir=$dir
  case $dir in /*) ;; *) abs_dir=$cwd/$dir ;; esac
  abs_dir=${abs_dir%/}
  # what ptoc owns at DIR: the entries its stamp lists, and the new ones
  local owned=""
  if [ -d "$abs_dir" ] && [ ! -L "$abs_dir" ] && [ -f "$abs_dir/.ptoc-output" ] &&
    head -n 1 "$abs_dir/.ptoc-output" | grep -q '^ptoc '; then
    owned=$(sed -n '2,$p' "$abs_dir/.ptoc-output" | grep -v '^#')
  fi
  [ -d "$ref" ] && owned="$owned $(ls "$ref")"
  snap "$sb" >"$work/before"
  local concurrent=0 killed=""
  pick 6
  if [ $must = take ] && [ "$want" = 0 ] && [ $R = 0 ]; then
    concurrent=1
  elif [[ "$args" == *ptoas* ]] && [ ${#env[@]} = 0 ] && [ $R -lt 3 ]; then
    local sigs=(INT TERM HUP)
    pick 3
    killed=${sigs[$R]}
  fi
  local st
  if [ $concurrent = 1 ]; then
    # runs with other inputs into the same DIR: each must succeed, DIR ends as one of them
    local pids=() refs=()
    for k in 0 1 2 3; do
      IFS='|' read -r n2 a2 _ <<<"${inputs[$((k % 4))]}"
      refs+=("$work/ref_${n2%.py}")
      # shellcheck disable=SC2086
      (cd "$sb" && exec $PTOC compile $a2 -o "$dir" "src/$n2") 2>"$log.$k" &
      pids+=($!)
    done
    st=0
    for p in "${pids[@]}"; do wait "$p" || st=$?; done
    cat "$log".* >"$log"
    local one=1
    for r in "${refs[@]}"; do
      ref=$r
      same_output "$abs_dir" "$ref" && one=0 && break
    done
    [ $st = 0 ] || finding "concurrent runs into $dir: a run failed (status $st)"
    [ $one = 0 ] || finding "concurrent runs into $dir: not one run's complete output"
    owned="$owned $(ls "$work"/ref_orch "$work"/ref_orch2 "$work"/ref_mul "$work"/ref_softmax)"
  elif [ -n "$killed" ]; then
    # ptoas takes 0 to 0.3 s, the signal comes after 0 to 0.4 s: before,
    # during and after the publish
    set -m
    pick 4
    # shellcheck disable=SC2086
    (cd "$cwd" && exec env FAKE_PTOAS_DELAY=0.$R $PTOC compile $args -o "$dir" "$input") 2>"$log" &
    local pid=$!
    set +m
    pick 400
    sleep "0.$(printf %03d $R)"
    kill -$killed $pid 2>/dev/null
    { wait $pid; } 2>/dev/null
    st=$?
  else
    # shellcheck disable=SC2086
    (cd "$cwd" && exec env "${env[@]}" $PTOC compile $args -o "$dir" "$input") >/dev/null 2>"$log"
    st=$?
  fi
  snap "$sb" >"$work/after"
  local what="compile -o $dir (kind $kind, $name${args:+ $args}${killed:+, SIG$killed})"
  [ -z "$(leftovers)" ] || finding "$what: left $(leftovers)"
  [ $must = late ] && { if [ "$want" = 0 ]; then must=refuse; else must=take; fi; }
  [ -n "$killed" ] && must=killed # a signal may come before the refusal: the invariants below hold
  if [ $must = refuse ]; then
    [ $st = 2 ] && grep -qF -- "-o ${dir%/}" "$log" || finding "$what: not refused (status $st)"
  elif [ $must = take ] && [ $concurrent = 0 ] && [ -z "$killed" ] && [ "$st" != "$want" ]; then
    finding "$what: status $st, expected $want"
  fi
  if [ "$st" != 0 ] && [ $concurrent = 0 ] && [ -z "$killed" ]; then
    cmp -s "$work/before" "$work/after" || finding "$what: failed (status $st) but changed the sandbox"
    return
  fi
  # what may have changed: DIR's owned entries and stamp (whole trees), DIR
  # itself and its parents (their own lines only)
  local rel=./${abs_dir#"$sb"/}
  exclude="$rel/.ptoc-output"
  for o in $owned; do exclude="$exclude $rel/$o"; done
  exact=""
  local p=$rel
  while [ "$p" != . ]; do exact="$exact $p"; p=$(dirname "$p"); done
  outside "$work/before" >"$work/before.out"
  outside "$work/after" >"$work/after.out"
  cmp -s "$work/before.out" "$work/after.out" ||
    { finding "$what: changed paths that are not its own"; diff "$work/before.out" "$work/after.out" | head -n 6; }
  if [ "$st" = 0 ] && [ -n "$ref" ] && [ $concurrent = 0 ]; then
    same_output "$abs_dir" "$ref" || finding "$what: DIR is not the complete output"
  fi
  if [ -n "$killed" ] && [ "$st" != 0 ]; then
    # killed: DIR holds the old output or the new one, whole
    local before_dir after_dir
    before_dir=$(grep -F " $rel/" "$work/before" | sort)
    after_dir=$(grep -F " $rel/" "$work/after" | sort)
    [ "$before_dir" = "$after_dir" ] || same_output "$abs_dir" "$work/ref_orch_ptoas" ||
      finding "$what: DIR is neither the old nor the new output"
  fi
}

# Whether DIR's entries and stamp are exactly REF's (the user's files aside).
same_output() { # DIR REF
  local d=$1 r=$2
  [ -d "$d" ] || return 1
  local names
  names=$(sed -n '2,$p' "$d/.ptoc-output" 2>/dev/null | grep -v '^#' | sort)
  [ "$names" = "$(ls "$r" | sort)" ] || return 1
  for n in $names; do diff -r "$r/$n" "$d/$n" >/dev/null || return 1; done
  cmp -s "$r/.ptoc-output" "$d/.ptoc-output"
}

# ---- one run --out round ------------------------------------------------------------
out_round() {
  new_sandbox
  local x=$sb/x must=take kind resolved reader=""
  pick 14
  kind=${force_kind:-$R}
  case $kind in
    0) ;;                                       # a new file
    1) echo old >"$x" ;;                         # a regular file
    2) echo old >"$x" && chmod 444 "$x" ;;       # a read-only regular file: replaced
    3) ln "$sb/other/notes.txt" "$x" ;;          # a hard link: the other name keeps its text
    4) echo old >"$sb/other/target" && ln -s other/target "$x" ;;
    5) ln -s nowhere "$x"; must=refuse ;;
    6) mkdir "$x"; must=refuse ;;
    7) ln -s other "$x"; must=refuse ;;
    8) mkfifo "$x"; timeout 30 cat "$x" >"$work/fifo.got" & reader=$! ;; # (a FIFO replaced: no hang)
    9) if [ $is_root = 1 ]; then mknod "$x" c 1 3; else x=/dev/null; fi ;;
    10) if [ $is_root = 1 ]; then mknod "$x" c 1 7; else x=/dev/full; fi; must=refuse ;;
    11) if [ $is_root = 1 ]; then mknod "$x" b 62 0; else mkdir "$x"; fi; must=refuse ;;
    12) x=$sb/nodir/x; must=refuse ;;
    13) echo old >"$sb/other/t2" && ln -s ../other/t2 "$sb/other/l1" && ln -s other/l1 "$x" ;;
  esac
  resolved=$(readlink -f "$x" 2>/dev/null || echo "$x")
  snap "$sb" >"$work/before"
  timeout 30 $PTOC run $pto --in 0=iota --in 1=const:2 --out 2="$x" >/dev/null 2>"$log"
  local st=$?
  [ -n "$reader" ] && wait $reader
  snap "$sb" >"$work/after"
  local what="run --out (kind $kind)"
  [ -z "$(leftovers)" ] || finding "$what: left $(leftovers)"
  if [ $must = refuse ]; then
    [ $st = 2 ] && grep -qF "cannot write $x" "$log" || finding "$what: not refused (status $st)"
    cmp -s "$work/before" "$work/after" || finding "$what: refused but changed the sandbox"
    return
  fi
  [ $st = 0 ] || { finding "$what: status $st"; return; }
  exclude=""
  exact=""
  case $resolved in "$sb"/*) exclude="./${resolved#"$sb"/}" ;; esac
  outside "$work/before" >"$work/before.out"
  outside "$work/after" >"$work/after.out"
  cmp -s "$work/before.out" "$work/after.out" ||
    { finding "$what: changed paths that are not its output"; diff "$work/before.out" "$work/after.out" | head -n 6; }
  if [ -n "$reader" ]; then
    cmp -s "$work/ref.npy" "$work/fifo.got" && [ -p "$x" ] || finding "$what: the FIFO reader did not get the array"
  elif [ -f "$resolved" ]; then
    cmp -s "$work/ref.npy" "$resolved" || finding "$what: $resolved is not the array"
  fi
}

# ---- rounds ---------------------------------------------------------------------------
start=$(date +%s)
round=0
if [ "$rounds" = all ]; then
  for force_kind in $(seq 0 18); do round=$((round + 1)); compile_round; done
  for force_kind in $(seq 0 13); do round=$((round + 1)); out_round; done
  unset force_kind
  rounds=0
fi
while [ "$rounds" -lt 0 ] || [ $round -lt "$rounds" ]; do
  [ $(($(date +%s) - start)) -ge "$secs" ] && [ "$secs" -gt 0 ] && break
  round=$((round + 1))
  pick 3
  if [ $R = 0 ]; then out_round; else compile_round; fi
done
echo "fuzz_outputs: $round rounds (seed $seed), $findings findings"
[ $findings = 0 ]
