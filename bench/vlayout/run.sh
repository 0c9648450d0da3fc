#!/usr/bin/env bash
# Times `ptoc vlayout` on the generated inputs and checks their answers:
# each must solve in under a second with the layouts the reference's search
# (first complete candidate) gives.
set -u
PTOC=${PTOC:?}
dir=${1:?usage: run.sh DIR}
fail=0
check() { # name file expected-grep-count pattern...
  local name=$1 file=$2
  shift 2
  # CPU time (user + system): the shared build machines make wall time noisy
  local TIMEFORMAT='%3U %3S' tt
  tt=$( { time "$PTOC" vlayout --report "$file" >"$dir/$name.report" 2>"$dir/$name.err"; echo "st=$?" >"$dir/$name.st"; } 2>&1 )
  local st
  st=$(sed 's/st=//' "$dir/$name.st")
  local sec
  sec=$(echo "$tt" | awk '{print $1 + $2}')
  printf 'vlayout %-8s %6.3f s  (exit %d)\n' "$name" "$sec" "$st"
  [ $st -eq 0 ] || { echo "FAIL $name: exit $st"; head -5 "$dir/$name.err"; fail=1; }
  awk -v s="$sec" 'BEGIN { exit !(s < 1.0) }' || { echo "FAIL $name: took $sec s (limit 1 s)"; fail=1; }
  while [ $# -gt 0 ]; do
    local want=$1 pat=$2
    shift 2
    local got
    got=$(grep -c -- "$pat" "$dir/$name.report")
    [ "$got" = "$want" ] || { echo "FAIL $name: $got lines match '$pat', expected $want"; fail=1; }
  done
}
# @free: every operand takes the first state of its width; @pinned: the last.
# (i1 and i8 start at b8, i16 at b16, i32 has only b32.)
check call20 "$dir/call20.mlir" \
  10 '^callarg @sink20#1 [0-9]* %v[0-9]* b8$' 5 '^callarg @sink20#1 [0-9]* %v[0-9]* b16$' \
  15 '^callarg @sink20#1 [0-9]* %v[0-9]* b32$' \
  5 '^callarg @sink20#1 [0-9]* %v[0-9]* b8_4vl$' 5 '^callarg @sink20#1 [0-9]* %v[0-9]* b16_2vl$' \
  2 '^status ok$'
# big: every i8 load pk4 (under a b32 compare), every strided store dintlv2.
check big "$dir/big.mlir" \
  15400 '^op %[ab][0-9]* pk4$' 7700 '^op ave.hir.store_with_stride#[0-9]* dintlv2$' \
  7700 '^value %acc[0-9]* b32$' 1 '^status ok$'
# chain: every loop value takes the load's b32.
check chain "$dir/chain.mlir" \
  100000 '^value %b[0-9]* b32$' 100001 '^value %q[0-9]* b32$' 1 '^status ok$'
exit $fail
