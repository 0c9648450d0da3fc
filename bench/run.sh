#!/usr/bin/env bash
# bench/run.sh WORKDIR: the compile-time benchmark of `make bench`.
# For N = 1e3, 1e4, 1e5 tile statements (and 1e6 when 1e5 took under 6 s,
# so it finishes within about a minute; BENCH_1E6=1 forces it, =0 skips it)
# it writes a synthetic program (bench/gen_kernels.sh), times
# `ptoc compile -o DIR` on it and prints N, wall time, statements/s, peak
# RSS, bytes of peak RSS per statement and the time relative to lexing the
# same input alone (bench/lexonly).  Then the vlayout large inputs
# (bench/vlayout/gen.sh) and the runtime's throughput on elementwise ops,
# reductions, expands, casts and matmul against plain C loops
# (bench/rt_run.sh).  Results go to bench/results.json.
# Then specgen on the specs plus 16,000 and 32,000 synthetic ops
# (bench/gen_ops.sh), and `ptoc print` of 4,000 and 16,000 kernels (the
# larger must take at most 8 times as long).
# Env: PTOC (default build/ptoc), SPECGEN (default build/specgen), BENCH_BIN (folder of the built
# bench/*.c tools: lexonly, rt_throughput, maxrss; default build/bench),
# BENCH_OUT (where the output folders go: default a tmpfs, /dev/shm, when
# there is one: on a disk file system, creating tens of thousands of files
# right after deleting the previous run's costs the file system seconds
# that grow faster than the file count, and that is not ptoc's time).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
PTOC=${PTOC:-build/ptoc}
SPECGEN=${SPECGEN:-build/specgen}
BENCH_BIN=${BENCH_BIN:-build/bench}
work=${1:-build/bench}
mkdir -p "$work"
if [ -z "${BENCH_OUT:-}" ]; then
  BENCH_OUT=$work
  if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    BENCH_OUT=$(mktemp -d /dev/shm/ptoc-bench.XXXXXX)
    trap 'rm -rf "$BENCH_OUT"' EXIT
  fi
fi
mkdir -p "$BENCH_OUT"
json=$work/results.json.tmp

# run_timed CMD...: runs CMD (output to $work/cmd.log) and sets WALL
# (seconds) and RSS (peak KiB) from bench/maxrss (fork + wait4 rusage).
# Exit statuses above OKMAX (default 0) fail the benchmark.
run_timed() {
  local st=0
  "$BENCH_BIN/maxrss" "$work/rss" "$@" >"$work/cmd.log" 2>&1 || st=$?
  if [ $st -gt "${OKMAX:-0}" ]; then
    echo "bench: failed ($st): $*" >&2
    tail -n 20 "$work/cmd.log" >&2
    exit 1
  fi
  read -r WALL RSS <"$work/rss"
}

printf '%-9s %9s %12s %10s %11s %9s %9s\n' N wall_s stmts/s peak_MiB bytes/stmt lex_s xlex
echo '{' >"$json"
echo '  "compile": [' >>"$json"
sizes="1000 10000 100000"
first=1
for n in $sizes 1000000; do
  if [ "$n" = 1000000 ]; then
    case "${BENCH_1E6:-auto}" in
      0) continue ;;
      1) ;;
      *) awk -v w="$last_wall" 'BEGIN { exit !(w < 6) }' || { echo "(N=1e6 skipped: N=1e5 took ${last_wall}s; BENCH_1E6=1 forces it)"; continue; } ;;
    esac
  fi
  src=$work/kernels_$n.py
  [ -f "$src" ] || bench/gen_kernels.sh "$n" "$src"
  read -r lex_s ntok < <("$BENCH_BIN/lexonly" "$src")
  rm -rf "$BENCH_OUT/out_$n"
  run_timed "$PTOC" compile --no-emit-loc -o "$BENCH_OUT/out_$n" "$src"
  rm -rf "$BENCH_OUT/out_$n"
  bytes=$(wc -c <"$src")
  last_wall=$WALL
  awk -v n="$n" -v w="$WALL" -v rss="$RSS" -v lex="$lex_s" -v b="$bytes" -v tok="$ntok" -v first="$first" -v json="$json" 'BEGIN {
    sps = w > 0 ? n / w : 0; bps = rss * 1024 / n; x = lex > 0 ? w / lex : 0
    printf "%-9d %9.3f %12.0f %10.1f %11.0f %9.4f %9.0f\n", n, w, sps, rss / 1024, bps, lex, x
    printf "%s    {\"n\": %d, \"wall_s\": %.3f, \"stmts_per_s\": %.0f, \"peak_rss_kib\": %d, \"rss_bytes_per_stmt\": %.0f, \"input_bytes\": %d, \"tokens\": %d, \"lex_s\": %.6f, \"relative_to_lex\": %.1f}", first ? "" : ",\n", n, w, sps, rss, bps, b, tok, lex, x >>json
  }'
  first=0
done
printf '\n  ],\n' >>"$json"

# one kernel of 1e5 statements: linear within a function too
src=$work/kernel_1x100000.py
[ -f "$src" ] || bench/gen_kernels.sh 100000 "$src" 100000
rm -rf "$BENCH_OUT/out_1x"
run_timed "$PTOC" compile --no-emit-loc --timing -o "$BENCH_OUT/out_1x" "$src"
rm -rf "$BENCH_OUT/out_1x"
# the phases from --timing (stderr, in cmd.log): parse + type check, the
# passes with their verification, codegen, writing the folder
awk -v w="$WALL" -v rss="$RSS" -v json="$json" '
  /^  parse \+ type check / { parse = $(NF - 1) }
  /^  verify input properties / || /^  pass [0-9]+ / { passes += ($NF ~ /\./ && $(NF - 1) ~ /\./) ? $(NF - 1) : $NF }
  /^  codegen / { cg = $NF }
  /^  write / { wr = $NF }
  END {
    n = 100000
    printf "one kernel of %d statements: %.3f s, %.0f statements/s, peak %.1f MiB\n", n, w, n / w, rss / 1024
    printf "  phases: parse + type check %.3f s (%.0f statements/s), passes %.3f s, codegen %.3f s, write %.3f s\n", parse, (parse > 0 ? n / parse : 0), passes, cg, wr
    printf "  \"single_kernel\": {\"n\": %d, \"wall_s\": %.3f, \"peak_rss_kib\": %d, \"parse_s\": %.3f, \"passes_s\": %.3f, \"codegen_s\": %.3f, \"write_s\": %.3f},\n", n, w, rss, parse, passes, cg, wr >>json
  }' "$work/cmd.log"

# vlayout: the large inputs of bench/vlayout
vl=$work/vlayout
bench/vlayout/gen.sh "$vl" >/dev/null
echo
printf '%-24s %9s %10s %12s\n' vlayout_input wall_s peak_MiB ops/s
echo '  "vlayout": [' >>"$json"
first=1
for f in "$vl"/*.mlir; do
  ops=$(grep -c ' = \| ave\.\| func\.call \| scf\.' "$f" || true)
  OKMAX=1 run_timed "$PTOC" vlayout --report "$f" # 1: a function has no solution
  awk -v f="$(basename "$f")" -v w="$WALL" -v rss="$RSS" -v ops="$ops" -v first="$first" -v json="$json" 'BEGIN {
    printf "%-24s %9.3f %10.1f %12.0f\n", f, w, rss / 1024, (w > 0 ? ops / w : 0)
    printf "%s    {\"input\": \"%s\", \"lines_with_ops\": %d, \"wall_s\": %.3f, \"peak_rss_kib\": %d}", first ? "" : ",\n", f, ops, w, rss >>json
  }'
  first=0
done
printf '\n  ],\n' >>"$json"

# specgen: the specs plus N synthetic ops; every check over the ops hashes
# the names, so twice the ops is about twice the time (the C-name clash check
# was quadratic: 16,000 ops 2.95 s, 32,000 ops 8.67 s)
echo
printf '%-9s %9s %10s %10s\n' ops wall_s peak_MiB ops/s
echo '  "specgen": [' >>"$json"
first=1
for n in 16000 32000; do
  bench/gen_ops.sh "$n" "$work/ops_$n"
  rm -rf "$BENCH_OUT/gen_$n"
  run_timed "$SPECGEN" -o "$BENCH_OUT/gen_$n" specs "$work/ops_$n"
  rm -rf "$BENCH_OUT/gen_$n"
  awk -v n="$n" -v w="$WALL" -v rss="$RSS" -v first="$first" -v json="$json" 'BEGIN {
    printf "%-9d %9.3f %10.1f %10.0f\n", n, w, rss / 1024, (w > 0 ? n / w : 0)
    printf "%s    {\"ops\": %d, \"wall_s\": %.3f, \"peak_rss_kib\": %d}", first ? "" : ",\n", n, w, rss >>json
  }'
  first=0
done
printf '\n  ],\n' >>"$json"

# print: `ptoc print` of programs of 4,000 and 16,000 kernels (20 statements
# each, whole program).  Four times the kernels must cost about four times
# the time: the per-function name tables were once cleared for the whole
# program per function (16,000 kernels 11 s instead of under 2 s).
echo
printf '%-9s %9s %10s\n' kernels wall_s peak_MiB
echo '  "print": [' >>"$json"
first=1
for k in 4000 16000; do
  src=$work/print_$k.py
  [ -f "$src" ] || bench/gen_kernels.sh $((k * 20)) "$src" 20
  run_timed "$PTOC" print "$src"
  eval "print_wall_$k=$WALL"
  awk -v k="$k" -v w="$WALL" -v rss="$RSS" -v first="$first" -v json="$json" 'BEGIN {
    printf "%-9d %9.3f %10.1f\n", k, w, rss / 1024
    printf "%s    {\"kernels\": %d, \"wall_s\": %.3f, \"peak_rss_kib\": %d}", first ? "" : ",\n", k, w, rss >>json
  }'
  first=0
done
printf '\n  ],\n' >>"$json"
awk -v a="$print_wall_4000" -v b="$print_wall_16000" 'BEGIN { exit !(b <= 8 * (a > 0.05 ? a : 0.05)) }' ||
  { echo "bench: ptoc print is not linear in the number of kernels (${print_wall_4000}s, ${print_wall_16000}s)" >&2; exit 1; }

# runtime: elementwise ops, reductions, expands, casts and matmul against
# plain C loops (bench/rt_run.sh)
echo
PTOC=$PTOC BENCH_BIN=$BENCH_BIN bench/rt_run.sh "$work" "$json"
echo '}' >>"$json"
mv "$json" bench/results.json
echo "wrote bench/results.json"
