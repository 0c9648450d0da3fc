#!/usr/bin/env bash
# --verify=all on correct programs: it verifies more (each pass's required and
# structural properties before it, its produced and structural ones after it)
# but must not change what a correct program compiles to.
#   - every examples/*.py compiles for 910B and 950 with each memory planner at
#     --verify=all to the same folder as at --verify=basic;
#   - every `opt` / `compile` golden that succeeds (a .out or .pto expectation,
#     no --verify of its own) gives its expected stdout at --verify=all too.
# Goldens of what --verify=all rejects are under tests/golden/passes/va_*.
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0 n=0
for f in examples/*.py; do
  for be in 910B 950; do
    for pl in pypto dsa_rp ptoas; do
      n=$((n + 1))
      rm -rf "$tmp/b" "$tmp/a"
      set -- --backend "$be" --memory-planner "$pl"
      if ! $PTOC compile "$@" -o "$tmp/b" "$f" >/dev/null 2>"$tmp/err"; then
        echo "FAIL $f [$be $pl]: does not compile at --verify=basic: $(head -n1 "$tmp/err")"
        fail=$((fail + 1))
      elif ! $PTOC compile --verify=all "$@" -o "$tmp/a" "$f" >/dev/null 2>"$tmp/err"; then
        echo "FAIL $f [$be $pl]: --verify=all rejects it: $(grep -m1 error "$tmp/err")"
        fail=$((fail + 1))
      elif ! diff -r "$tmp/b" "$tmp/a" >/dev/null; then
        echo "FAIL $f [$be $pl]: --verify=all changes the output"
        fail=$((fail + 1))
      fi
    done
  done
done
while IFS= read -r input; do
  first=""
  IFS= read -r first <"$input"
  case "$first" in
    "# ptoc: opt "* | "# ptoc: compile "*) args=${first#"# ptoc: "} ;;
    *) continue ;;
  esac
  case "$args" in *--verify*) continue ;; esac
  case "$input" in
    # FlattenTileNdTo2D on the reference's own Expected_9 keeps a rank-3 tile.add,
    # which the reference's TileOps2D verifier rejects too (va_produced_tileops2d)
    tests/golden/passes/flatten_nd_load_through_loop.py) continue ;;
  esac
  base=${input%.py}
  if [ -f "$base.out" ]; then want=$base.out; elif [ -f "$base.pto" ]; then want=$base.pto; else continue; fi
  dir=${input%/*}
  args=${args//"{dir}"/$dir}
  if [[ "$args" == *"{}"* ]]; then args=${args//"{}"/$input}; else args="$args $input"; fi
  cmd=${args%% *}
  n=$((n + 1))
  # shellcheck disable=SC2086
  if ! $PTOC $cmd --verify=all ${args#* } >"$tmp/out" 2>"$tmp/err"; then
    echo "FAIL $input: --verify=all rejects it: $(grep -m1 error "$tmp/err")"
    fail=$((fail + 1))
  elif ! cmp -s "$tmp/out" "$want"; then
    echo "FAIL $input: --verify=all changes the output"
    fail=$((fail + 1))
  fi
done < <(find tests/golden -name '*.py' | LC_ALL=C sort)
echo "verify-all: $((n - fail)) of $n programs compile at --verify=all as at --verify=basic"
[ $fail = 0 ]
