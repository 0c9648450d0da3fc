#!/usr/bin/env bash
# rt_run.sh WORKDIR JSON: the runtime rows of `make bench` (called by
# bench/run.sh, or alone).  For each case of bench/rt_gen.sh it compiles the
# program with ptoc, runs it through the runtime and a plain C loop doing
# the same element operations (bench/rt_throughput: CPU time, best of five
# alternating rounds), prints a row and appends a JSON array to JSON.
# Env: PTOC (default build/ptoc), BENCH_BIN (default build/bench).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
PTOC=${PTOC:-build/ptoc}
BENCH_BIN=${BENCH_BIN:-build/bench}
work=${1:?usage: rt_run.sh WORKDIR JSON} json=${2:?usage: rt_run.sh WORKDIR JSON}
mkdir -p "$work"
# case, K ops, rows, cols, what an element-op is
rows="add 64 64 128 t=t+x
rowsum 64 64 128 row_sum
rowmax 64 64 128 row_max
colsum 64 64 128 col_sum
rowexpand 64 64 128 row_expand_add
colexpand 64 64 128 col_expand_sub
cast 64 64 128 f32<->f16
castbf 64 64 128 f32<->bf16
matmul 16 64 64 f16_multiply-add"
printf '%-10s %-18s %10s %14s %14s %9s\n' runtime op shape rt_ops/s C_loop_ops/s rt/C
echo '  "runtime": [' >>"$json"
first=1
while read -r name k r c what; do
  bench/rt_gen.sh "$name" "$k" "$r" "$c" >"$work/rt_$name.py"
  "$PTOC" compile --no-emit-loc "$work/rt_$name.py" >"$work/rt_$name.pto"
  read -r rt_ops c_ops < <("$BENCH_BIN/rt_throughput" "$name" "$work/rt_$name.pto" "$k" "$r" "$c")
  shape=${r}x$c
  [ "$name" = matmul ] && shape=${r}x${r}x$r
  awk -v n="$name" -v w="$what" -v s="$shape" -v k="$k" -v r="$rt_ops" -v c="$c_ops" -v first="$first" -v json="$json" 'BEGIN {
    printf "%-10s %-18s %10s %14.3g %14.3g %9.2f\n", n, w, s, r, c, r / c
    printf "%s    {\"case\": \"%s\", \"op\": \"%s\", \"shape\": \"%s\", \"tile_ops\": %d, \"runtime_elem_ops_per_s\": %.4g, \"c_loop_elem_ops_per_s\": %.4g, \"ratio\": %.3f}", first ? "" : ",\n", n, w, s, k, r, c, r / c >>json
  }'
  first=0
done <<<"$rows"
printf '\n  ]\n' >>"$json"
