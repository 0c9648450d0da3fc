#!/usr/bin/env bash
# ThreadSanitizer over ptoc's threads, the runtime's cross-core groups and the
# orchestration executor's workers: `ptoc check` on every example and golden
# program that uses pipes or has an orchestration function, for every backend,
# every runtime golden that runs a --peer or --ranks (including the deadlock
# cases), the distributed reference cases of InsertCommFence that ptoc check
# runs (8 ranks each), and every executor golden (tests/golden/exec) with 4
# worker threads, with a ptoc built with -fsanitize=thread.  Any report fails;
# the results themselves are the other tests' business.
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
for f in $(grep -l -e 'tpush_to_' -e 'FunctionType.Orchestration' examples/*.py tests/golden/passes/*.py tests/golden/memplan/*.py); do
  # an example's own check options (its header's `ptoc check ARGS FILE` line)
  args=$(sed -n "s|^#  *ptoc check \(.*\) $f\$|\1|p" "$f" | head -n 1)
  for be in $backends; do
    # shellcheck disable=SC2086
    run check --backend "$be" $args "$f"
  done
done
for f in $(grep -l -e '^// ptoc: run .*--peer' -e '^// ptoc: run .*--ranks' tests/golden/runtime/*.pto); do
  args=$(head -n 1 "$f")
  args=${args#"// ptoc: "}
  args=${args//"{dir}"/$(dirname "$f")}
  args=${args//"{}"/$f}
  # shellcheck disable=SC2086
  run $args
done
for f in $(grep -l 'pld\.' tests/cases/passes/InsertCommFence/*.before.py); do
  c=${f#tests/cases/passes/}
  grep -q "^${c%.before.py} " tests/cases/nocheck.txt || run check "$f"
done
for f in tests/golden/exec/*.py; do
  args=$(head -n 1 "$f")
  args=${args#"# ptoc: "}
  # shellcheck disable=SC2086
  run $args --threads 4 "$f"
done
echo "tsan: $pass passed, $fail failed"
[ $fail -eq 0 ]
