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
# why"): programs ptoc check cannot run (a lone pipe endpoint ...).
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
pending=tests/cases/pending.txt
nocheck=tests/cases/nocheck.txt
pass=0 fail=0 pend=0 checked=0 skipped=0
backends=$($PTOC backends | awk '{print $1}')
for d in tests/cases/passes/*/; do
  P=$(basename "$d")
  name=$(grep -E "display: $P[,} ]" specs/pipeline.yaml | head -1 | sed -E 's/.*name: ([a-z0-9_]+).*/\1/')
  [ -n "$name" ] || { echo "FAIL $d: no pass named $P in specs/pipeline.yaml"; fail=$((fail + 1)); continue; }
  for b in "$d"*.before.py; do
    c=$(basename "$b" .before.py)
    a=${b%.before.py}.after.py
    cb=$(sed -n 's/^# case-backend: *//p' "$b" | head -1)
    if out=$($PTOC opt --backend "${cb:-910B}" --passes="$name" "$b" --expect "$a" 2>&1); then ok=1; else ok=0; fi
    if grep -q "^$P/$c " "$pending"; then
      if [ $ok = 1 ]; then
        echo "FAIL $P/$c: passes now; remove it from $pending"; fail=$((fail + 1))
      else
        pend=$((pend + 1))
      fi
      continue
    fi
    if [ $ok = 0 ]; then
      echo "FAIL $P/$c"; echo "$out" | head -n 12; fail=$((fail + 1)); continue
    fi
    pass=$((pass + 1))
    if grep -q "^$P/$c " "$nocheck"; then skipped=$((skipped + 1)); continue; fi
    for be in $backends; do
      if ! $PTOC compile --backend "$be" --no-emit-loc "$b" >/dev/null 2>&1; then
        skipped=$((skipped + 1)); continue
      fi
      for pl in pypto dsa_rp ptoas; do
        if out=$($PTOC check --backend "$be" --memory-planner "$pl" "$b" 2>&1); then
          checked=$((checked + 1))
        else
          echo "FAIL $P/$c: ptoc check [$be, $pl]"; echo "$out" | head -n 8; fail=$((fail + 1))
        fi
      done
    done
  done
done
while read -r name _; do
  case "$name" in ""|"#"*) continue ;; esac
  [ -f "tests/cases/passes/$name.before.py" ] || { echo "FAIL $nocheck: no case $name"; fail=$((fail + 1)); }
done <"$nocheck"
echo "cases: $pass passed, $fail failed, $pend pending; ptoc check: $checked runs ($skipped compiles skipped)"
[ $pass -gt 0 ] || { echo "no case ran"; exit 1; }
[ $fail -eq 0 ]
