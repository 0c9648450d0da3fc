#!/usr/bin/env bash
# ThreadSanitizer over the runtime's cross-core groups: `ptoc check` on every
# example and golden program that uses pipes, for every backend, and every
# runtime golden that runs a --peer (including the deadlock case), with a
# ptoc built with -fsanitize=thread.  Any report fails; the results
# themselves are the other tests' business.
set -u
PTOC=${PTOC:-build/tsan/ptoc}
cd "$(dirname "$0")/.."
export TSAN_OPTIONS="halt_on_error=1 exitcode=66"
pass=0
fail=0
run() {
  local out st
  out=$("$PTOC" "$@" 2>&1)
  st=$?
  if [ $st -eq 66 ] || grep -q ThreadSanitizer <<<"$out"; then
    fail=$((fail + 1))
    echo "FAIL ptoc $*"
    echo "$out" | head -n 40
  else
    pass=$((pass + 1))
  fi
}
backends=$("$PTOC" backends | awk '{print $1}')
for f in $(grep -l 'tpush_to_' examples/*.py tests/golden/passes/*.py tests/golden/memplan/*.py); do
  for be in $backends; do
    run check --backend "$be" "$f"
  done
done
for f in $(grep -l '^// ptoc: run .*--peer' tests/golden/runtime/*.pto); do
  args=$(head -n 1 "$f")
  args=${args#"// ptoc: "}
  args=${args//"{dir}"/$(dirname "$f")}
  args=${args//"{}"/$f}
  # shellcheck disable=SC2086
  run $args
done
echo "tsan: $pass passed, $fail failed"
[ $fail -eq 0 ]
