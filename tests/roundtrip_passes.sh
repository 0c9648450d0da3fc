#!/usr/bin/env bash
# Print round trip after each pass: for every pass case
# tests/cases/passes/<Pass>/<case>.before.py,
#   PTOC_VERIFY_ROUNDTRIP=1 ptoc opt --verify=all --passes=<Pass> <case>.before.py
# prints the program after every pass that changed it, parses the text back
# and compares it with the program in memory (`ptoc equal`'s structural
# equality), as the reference's strongest verification does.  Cases listed in
# tests/roundtrip_pending.txt ("<Pass>/<case> cause") still differ; one that no
# longer differs is an error until it is removed from the list, and a case that
# differs and is not listed fails.  Each differing case prints its first
# difference.  A case the pass refuses at --verify=all is left to
# tests/verify_all.sh and tests/cases.sh.
#   tests/roundtrip_passes.sh [PASS...]   (run from the project root after make)
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
pending=tests/roundtrip_pending.txt
total=0 fail=0 pend=0
if [ $# -gt 0 ]; then dirs=(); for P; do dirs+=("tests/cases/passes/$P"); done
else dirs=(tests/cases/passes/*); fi
for f in $(find "${dirs[@]}" -name '*.before.py' | LC_ALL=C sort); do
  P=${f%/*}; P=${P##*/}; c=${f##*/}; c=${c%.before.py}
  be=$(sed -n 's/^# case-backend: //p' "$f" | head -n 1)
  total=$((total + 1))
  out=$(PTOC_VERIFY_ROUNDTRIP=1 "$PTOC" opt --backend "${be:-910B}" --verify=all --passes="$P" "$f" 2>&1 >/dev/null)
  listed=0
  grep -q "^$P/$c " "$pending" && listed=1
  if grep -q 'does not print and parse back equal' <<<"$out"; then
    if [ $listed = 1 ]; then pend=$((pend + 1)); continue; fi
    echo "FAIL $P/$c: $(grep -m1 'error:' <<<"$out" | sed 's/.*error: //')"
    fail=$((fail + 1))
  elif [ $listed = 1 ]; then
    echo "FAIL $P/$c: round trips now; remove it from $pending"
    fail=$((fail + 1))
  fi
done
echo "roundtrip-passes: $((total - fail - pend)) of $total cases round trip, $pend pending, $fail failed"
[ $fail = 0 ]
