#!/usr/bin/env bash
# Reference before/after goldens: tests/golden/passes-ref/<PassName>/<case>.before.py
# and <case>.after.py are a program right before and right after pass <PassName>
# (its display name in specs/pipeline.yaml) as the reference compiler printed it.
# `ptoc opt --backend 910B --passes=<pass> before` must be `ptoc equal` to after.
set -u
PTOC=${PTOC:-build/ptoc}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for d in tests/golden/passes-ref/*/; do
  [ -d "$d" ] || continue
  display=$(basename "$d")
  name=$(grep -E "display: $display[,} ]" specs/pipeline.yaml | head -1 | sed -E 's/.*name: ([a-z0-9_]+).*/\1/')
  if [ -z "$name" ]; then echo "FAIL $d: no pass '$display' in specs/pipeline.yaml"; fail=$((fail + 1)); continue; fi
  for b in "$d"*.before.py; do
    [ -f "$b" ] || continue
    a=${b%.before.py}.after.py
    if [ ! -f "$a" ]; then echo "FAIL $b: no $a"; fail=$((fail + 1)); continue; fi
    if "$PTOC" opt --backend 910B --passes="$name" "$b" >"$tmp/out.py" 2>"$tmp/err" &&
       "$PTOC" equal "$tmp/out.py" "$a" >"$tmp/eq" 2>&1; then
      pass=$((pass + 1))
    else
      echo "FAIL $b"; head -n 5 "$tmp/err" "$tmp/eq"; fail=$((fail + 1))
    fi
  done
done
echo "passes-ref: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
