#!/usr/bin/env bash
# check.sh PTOC PTOC_TESTBE: a backend added by spec files only.
# (1) PTOC_TESTBE (tables from specs/ + tests/backends/) must report the
#     testchip overrides: its transcript must equal tests/backends/testchip.out
#     (UPDATE=1 rewrites it).
# (2) backend-info --json of every backend of both drivers must be valid JSON.
set -u
ptoc=${1:?usage: check.sh PTOC PTOC_TESTBE}
testbe=${2:?usage: check.sh PTOC PTOC_TESTBE}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

run() {
  printf '$ ptoc %s\n' "$*"
  "$testbe" "$@" 2>&1
  printf '[exit %d]\n' $?
}
{
  run backends
  run backend-info --backend TestChip
  run backend-info --backend testchip --json
  run plan-scratch --backend testchip tile.sel --dtype FP16
  run plan-scratch --backend testchip tile.sel --dtype INT64
  run plan-scratch --backend testchip tile.sels --dtype FP16 --source-cols 128
  run plan-scratch --backend testchip tile.tget_scale_addr
  run plan-scratch --backend testchip tile.cast --source 'FP32[4,128] valid [3,96]' --target INT16
  # a kernel compiled and self-checked for the new backend (run from the repository root)
  run compile --backend testchip --no-emit-loc examples/colvec_accumulate.py
  run check --backend testchip examples/softmax_rows.py
  # its in-core 4-bit gate: FP4, which 950 accepts, is rejected with testchip's note
  run compile --backend testchip --no-emit-loc --passes=none tests/golden/codegen/fp4_vec_950.py
} >"$tmp/transcript"

if [ "${UPDATE:-0}" = 1 ]; then
  cp "$tmp/transcript" "$here/testchip.out"
  echo "updated $here/testchip.out"
elif ! diff -u "$here/testchip.out" "$tmp/transcript"; then
  echo "FAIL: testchip transcript differs from tests/backends/testchip.out"
  fail=1
fi

validate() { python3 -c 'import json, sys; json.load(sys.stdin)'; }
if command -v python3 >/dev/null; then
  for bin in "$ptoc" "$testbe"; do
    n=0
    while read -r name _; do
      n=$((n + 1))
      if ! "$bin" backend-info --backend "$name" --json | validate; then
        echo "FAIL: $bin backend-info --backend $name --json is not valid JSON"
        fail=1
      fi
    done < <("$bin" backends)
    [ $n -gt 0 ] || { echo "FAIL: $bin lists no backend"; fail=1; }
  done
else
  echo "python3 not found: JSON validity not checked"
fi

[ $fail = 0 ] && echo "testchip backend: ok"
exit $fail
