#!/usr/bin/env bash
# Runs one libFuzzer target for N seconds: `tests/fuzz/run.sh build/fuzz/NAME N [RUNS]`;
# with RUNS it stops after that many executions if they come first.
# The corpus (build/fuzz/work/NAME/corpus) is seeded from the inputs of
# tests/golden and specs that NAME reads; it grows across runs.  Crashes,
# leaks and timeouts land in build/fuzz/work/NAME/ as crash-*, leak-*, timeout-*;
# keep each as a regression case.  Prints the execution count.
set -u
bin=$1
secs=${2:-60}
runs=${3:--1}
name=$(basename "$bin")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
work=build/fuzz/work/$name
mkdir -p "$work/corpus"
# -max_len: a little above the largest seed of each kind.  -reload=0: one
# process owns each corpus, and re-listing it every second costs ~5% of the
# executions.
opts=(-max_len=8192 -timeout=10 -rss_limit_mb=2048 -reload=0)
case "$name" in
  # a golden marked `print-reparse: skip` does not round-trip by design: no seed
  fuzz_parse) seeds=$(find tests/golden -name '*.py' -exec grep -L 'print-reparse: skip' {} +); opts=(-max_len=4096 -timeout=10 -reload=0) ;;
  # programs of every source: goldens, the hand-written corpus, the
  # reference's printed programs (cases/; missing outside the project's tree)
  fuzz_compile) seeds=$(find tests/golden tests/handwritten ../shared/reference/cases -name '*.py' 2>/dev/null)
		opts=(-max_len=4096 -timeout=10 -rss_limit_mb=2048 -reload=0) ;;
  fuzz_runtime) seeds=$(find tests/golden -name '*.pto'); opts[0]=-max_len=10240 ;;
  fuzz_vlayout) seeds=$(find tests/golden -name '*.mlir') ;;
  fuzz_specgen) seeds=$(find specs tests/specgen tests/backends -name '*.yaml' -o -name '*.yaml.m4')
		opts=(-max_len=20480 -timeout=10 -rss_limit_mb=2048 -reload=0) ;;
  *) seeds=$(find tests/golden specs -type f) ;;
esac
for f in $seeds; do cp "$f" "$work/corpus/seed-$(echo "$f" | tr / _)"; done
# Regression cases of earlier findings are seeds too.
[ -d "tests/fuzz/cases/$name" ] && cp tests/fuzz/cases/"$name"/* "$work/corpus/" 2>/dev/null
echo "== $name: ${secs}s"
cd "$work"
../../"$name" "${opts[@]}" -max_total_time="$secs" -runs="$runs" -print_final_stats=1 corpus >log 2>&1
st=$?
grep -aE '^stat::number_of_executed_units|^stat::peak_rss_mb|ERROR|SUMMARY' log | head -n 8
ls crash-* leak-* timeout-* oom-* 2>/dev/null
exit $st
