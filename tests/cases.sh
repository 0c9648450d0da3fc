#!/usr/bin/env bash
# Pass test vectors: tests/cases/passes/<PassName>/<case>.before.py and
# <case>.after.py are programs printed by the reference compiler right before
# and after that pass (copied from the reference's test vectors; `tile_*`
# cases are reference unit-test cases written with tile ops, `ut_*` cases
# reference unit-test cases as the reference writes them).  For each case
#   ptoc opt --backend 910B --passes=<pass> <case>.before.py
# must be `ptoc equal` to <case>.after.py (a before program with a line
# `# case-backend: B` runs with --backend B instead).  A case listed in
# tests/cases/pending.txt ("<PassName>/<case> reason") is expected to fail
# (its program uses what ptoc does not parse yet); one that passes is an
# error until it is removed from the list.  Every before program that
# compiles is then run through `ptoc check` on every backend and memory
# planner, except those listed in tests/cases/nocheck.txt ("<PassName>/<case>
# why"): programs ptoc check cannot run (a lone pipe endpoint ...).  A case listed in
# tests/cases/inputs.txt ("<PassName>/<case> <check options>") runs ptoc check with those
# options: `--fill NAME=V` for a signal the program waits for that nothing in it raises
# (the raise is the world outside the unit test's program).  A compile
# that crashes (killed by a signal) or reports an internal error fails the
# case: only a clean refusal (exit 1) skips its check.
#
# The cases run in parallel, JOBS at a time (default: the number of CPUs);
# the report is printed in case order whatever the schedule.  PLANNERS names
# the memory planners of the `ptoc check` runs (default: all three); STRIDE=N
# compiles and checks every Nth case only (every case is still compared).
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
pending=tests/cases/pending.txt
nocheck=tests/cases/nocheck.txt
inputs=tests/cases/inputs.txt

# One case: prints PASS, PEND, FAIL lines, and CHECKED / SKIPPED counts.
one_case() {
  local b=$1 name=$2 listed=$3 sampled=$4 backends=$CASES_BACKENDS
  local P c a cb out ok st opts checked=0 skipped=0
  # tests/cases/passes/<P>/<c>.before.py, split by the shell (basename and
  # dirname were four processes a case)
  P=${b%/*}
  P=${P##*/}
  c=${b##*/}
  c=${c%.before.py}
  opts=$(awk -v k="$P/$c" '$1 == k { $1 = ""; print }' "$inputs")
  a=${b%.before.py}.after.py
  cb=$(sed -n 's/^# case-backend: *//p' "$b" | head -1)
  if out=$($PTOC opt --backend "${cb:-910B}" --passes="$name" "$b" --expect "$a" 2>&1); then ok=1; else ok=0; fi
  if [ "$listed" = pending ]; then
    if [ $ok = 1 ]; then echo "FAIL $P/$c: passes now; remove it from $pending"; else echo PEND; fi
    return
  fi
  if [ $ok = 0 ]; then
    echo "FAIL $P/$c"; echo "$out" | head -n 12; return
  fi
  echo PASS
  if [ "$listed" = nocheck ] || [ "$sampled" = 0 ]; then echo "SKIPPED 1"; return; fi
  for be in $backends; do
    out=$($PTOC compile --backend "$be" --no-emit-loc "$b" 2>&1 >/dev/null); st=$?
    if [ $st -ge 128 ] || grep -q "internal error" <<<"$out"; then
      echo "FAIL $P/$c: ptoc compile [$be] exit $st"; echo "$out" | head -n 8; continue
    fi
    if [ $st -ne 0 ]; then skipped=$((skipped + 1)); continue; fi
    for pl in $CASES_PLANNERS; do
      # shellcheck disable=SC2086
      if out=$($PTOC check --backend "$be" --memory-planner "$pl" $opts "$b" 2>&1); then
        checked=$((checked + 1))
      else
        echo "FAIL $P/$c: ptoc check [$be, $pl]"; echo "$out" | head -n 8
      fi
    done
  done
  echo "CHECKED $checked"; echo "SKIPPED $skipped"
}

if [ "${1:-}" = --one ]; then
  one_case "$3" "$4" "$5" "$6" >"$2" 2>&1
  exit 0
fi

CASES_BACKENDS=$($PTOC backends | awk '{print $1}' | tr '\n' ' ')
CASES_PLANNERS=${PLANNERS:-pypto dsa_rp ptoas}
export PTOC CASES_BACKENDS CASES_PLANNERS inputs
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
awk '{print $1}' "$pending" >"$tmp/pending"
awk '{print $1}' "$nocheck" >"$tmp/nocheck"
for d in tests/cases/passes/*/; do
  P=$(basename "$d")
  name=$(grep -E "display: $P[,} ]" specs/pipeline.yaml | head -1 | sed -E 's/.*name: ([a-z0-9_]+).*/\1/')
  [ -n "$name" ] || { echo "FAIL $d: no pass named $P in specs/pipeline.yaml"; fail=$((fail + 1)); continue; }
  for b in "$d"*.before.py; do
    echo "$b $name"
  done
done >"$tmp/cases"
# The job list: one line per case,
# "<result file> <before.py> <pass name> <pending|nocheck|-> <checked: 1|0>".
awk -v pend="$tmp/pending" -v noch="$tmp/nocheck" -v t="$tmp" -v stride="${STRIDE:-1}" '
  BEGIN { while ((getline l < pend) > 0) p[l] = 1; while ((getline l < noch) > 0) n[l] = 1 }
  { k = $1; sub(/^tests\/cases\/passes\//, "", k); sub(/\.before\.py$/, "", k)
    print t "/" NR ".out", $1, $2, (k in p) ? "pending" : (k in n) ? "nocheck" : "-", (NR % stride == 0) ? 1 : 0 }' "$tmp/cases" >"$tmp/jobs"
# Each job writes its own result file; they are read back in case order.
xargs -P "${JOBS:-$(nproc 2>/dev/null || echo 2)}" -L 1 bash "$PWD/tests/cases.sh" --one <"$tmp/jobs" || true
pass=0 pend=0 checked=0 skipped=0
while read -r f b _; do
  [ -f "$f" ] || { echo "FAIL $b: no result"; fail=$((fail + 1)); continue; }
  while IFS= read -r line; do
    case "$line" in
      PASS) pass=$((pass + 1)) ;;
      PEND) pend=$((pend + 1)) ;;
      "CHECKED "*) checked=$((checked + ${line#CHECKED })) ;;
      "SKIPPED "*) skipped=$((skipped + ${line#SKIPPED })) ;;
      FAIL*) fail=$((fail + 1)); echo "$line" ;;
      *) echo "$line" ;;
    esac
  done <"$f"
done <"$tmp/jobs"
while read -r name _; do
  case "$name" in ""|"#"*) continue ;; esac
  [ -f "tests/cases/passes/$name.before.py" ] || { echo "FAIL $nocheck: no case $name"; fail=$((fail + 1)); }
done <"$nocheck"
while read -r name _; do
  case "$name" in ""|"#"*) continue ;; esac
  [ -f "tests/cases/passes/$name.before.py" ] || { echo "FAIL $inputs: no case $name"; fail=$((fail + 1)); }
  grep -q "^$name " "$nocheck" && { echo "FAIL $inputs: $name is in $nocheck too"; fail=$((fail + 1)); }
done <"$inputs"
echo "cases: $pass passed, $fail failed, $pend pending; ptoc check: $checked runs ($skipped compiles skipped)"
[ $pass -gt 0 ] || { echo "no case ran"; exit 1; }
[ $fail -eq 0 ]
