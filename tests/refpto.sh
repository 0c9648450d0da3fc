#!/usr/bin/env bash
# Conformance with the reference's .pto: tests/cases/compile/<case>.py is a
# program printed by the reference compiler and <case>.pto the .pto the
# reference emits for it on backend 910B (copied from the reference's test
# vectors).  For each case
#   ptoc compile --backend 910B --no-emit-loc <case>.py
# must print <case>.pto byte for byte, after dropping the reference's
# ` loc(...)` suffixes and the value of `pto.target_arch` (ptoc names the
# A2/A3 target "a3", the reference "a2a3").  A case listed in
# tests/refpto_pending.txt ("<case> reason") is expected to differ or to be
# refused; one that matches is an error until it is removed from the list.
# `tests/refpto.sh --diff CASE` prints the normalised diff of one case.
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
dir=tests/cases/compile
pending=tests/refpto_pending.txt

norm() { sed -E 's/ loc\([^)]*\)//g; s/(pto\.target_arch = )"[a-z0-9]*"/\1X/'; }

if [ "${1:-}" = --diff ]; then
  c=${2%.py}; c=${c##*/}
  diff <(norm < "$dir/$c.pto") <($PTOC compile --backend 910B --no-emit-loc "$dir/$c.py" | norm)
  exit
fi

declare -A listed
while read -r c _; do
  case $c in ''|'#'*) continue ;; esac
  [ -f "$dir/$c.py" ] || { echo "FAIL $pending names $c, which $dir does not hold"; exit 1; }
  listed[$c]=1
done < "$pending"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the reference texts, normalised by one awk over all of them
mkdir "$tmp/ref"
awk -v out="$tmp/ref" '
  FNR == 1 { if (f) close(f); f = FILENAME; sub(/.*\//, "", f); f = out "/" f }
  { gsub(/ loc\([^)]*\)/, ""); sub(/pto\.target_arch = "[a-z0-9]*"/, "pto.target_arch = X"); print > f }
' "$dir"/*.pto
same=0 pend=0 fail=0 n=0
for p in "$dir"/*.py; do
  c=${p##*/}; c=${c%.py}
  n=$((n + 1))
  out=$($PTOC compile --backend 910B --no-emit-loc "$p" 2>"$tmp/err"); st=$?
  if [ $st -ge 2 ]; then
    echo "FAIL $c: ptoc compile exit $st"; head -n 4 "$tmp/err"; fail=$((fail + 1)); continue
  fi
  out=${out//pto.target_arch = \"a3\"/pto.target_arch = X}
  if [ $st = 0 ] && [ "$out" = "$(< "$tmp/ref/$c.pto")" ]; then
    if [ -n "${listed[$c]:-}" ]; then
      echo "FAIL $c: matches the reference now; remove it from $pending"; fail=$((fail + 1))
    else same=$((same + 1)); fi
  elif [ -n "${listed[$c]:-}" ]; then
    pend=$((pend + 1))
  elif [ $st = 1 ]; then
    echo "FAIL $c: ptoc refuses it"; head -n 4 "$tmp/err"; fail=$((fail + 1))
  else
    echo "FAIL $c: differs from the reference (tests/refpto.sh --diff $c)"; fail=$((fail + 1))
  fi
done
[ $n -gt 0 ] || { echo "no case in $dir"; exit 1; }
echo "refpto: $same of $n cases emit the reference's .pto, $pend pending, $fail failing"
[ $fail = 0 ]
