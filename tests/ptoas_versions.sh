#!/usr/bin/env bash
# Emission per ptoas version: every codegen golden (tests/golden/codegen) and
# every example, compiled with their own options for each older ptoas version
# ptoc knows (--ptoas-version V), must either give the same text as for the
# newest (the golden itself) or what tests/ptoas-versions/V/<name>.pto (the
# text of V's syntax) or <name>.err (the refusal at the user's line, naming
# the version) says.  With PTOAS_BIN pointing at a real ptoas of version V,
# each text emitted for V is given to it (through ptoc compile --ptoas, with
# the flags ptoc passes) and must be accepted; without it that step is
# skipped.  A text for V that differs from the newest and whose newest text
# runs on ptoc's CPU runtime (ptoc run: the first function, each pointer
# parameter filled with iota) must run and leave every parameter as the
# newest text does.  UPDATE=1 writes the expectations that differ.
set -u
PTOC=${PTOC:-build/ptoc}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ran_ptoas=0
executed=0
# run_like_newest NEWEST TEXT: 0 when TEXT leaves every pointer parameter
# as NEWEST does (or NEWEST does not run on the runtime), else 1
run_like_newest() {
  local flags="" i
  for i in $(head -n 5 "$1" | grep -m 1 'func.func' | grep -o '%arg[0-9]*: !pto.ptr' | tr -dc '0-9\n'); do
    flags="$flags --in $i=iota --print $i"
  done
  [ -n "$flags" ] || return 0
  # shellcheck disable=SC2086
  $PTOC run "$1" $flags >"$tmp/run_newest" 2>/dev/null || return 0
  # shellcheck disable=SC2086
  $PTOC run "$2" $flags >"$tmp/run_v" 2>"$tmp/run_err" || { head -n 3 "$tmp/run_err"; return 1; }
  executed=$((executed + 1))
  cmp -s "$tmp/run_newest" "$tmp/run_v" || { diff "$tmp/run_newest" "$tmp/run_v" | head -n 6; return 1; }
}
real=""
# ptoc itself reads PTOAS_BIN: only the acceptance step below passes it
ptoas_bin=${PTOAS_BIN:-}
unset PTOAS_BIN
if [ -n "$ptoas_bin" ]; then
  real=$("$ptoas_bin" --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -n 1)
  [ -n "$real" ] || { echo "PTOAS_BIN=$ptoas_bin does not say its version"; exit 1; }
fi
# the versions of specs/ops/ptoas.yaml but the newest
versions=$(sed -n 's/^    - version: "\(.*\)"$/\1/p' specs/ops/ptoas.yaml | sort -V | head -n -1)
[ -n "$versions" ] || { echo "specs/ops/ptoas.yaml lists no older ptoas version"; exit 1; }
for v in $versions; do
  want_dir=tests/ptoas-versions/$v
  for input in tests/golden/codegen/*.py examples/*.py; do
    first=$(head -n 1 "$input")
    case "$first" in
      "# ptoc: compile"*) args=${first#"# ptoc: compile"} ;;
      "# ptoc: "*) continue ;;
      *) args="" ;; # an example: the default options
    esac
    base=${input%.py}
    name=$(basename "$base")
    [ "${input#examples/}" != "$input" ] && name=example_$name
    newest=$base.pto
    if [ "${input#examples/}" != "$input" ]; then
      # shellcheck disable=SC2086
      $PTOC compile $args "$input" >"$tmp/newest.pto" 2>/dev/null || continue
      newest=$tmp/newest.pto
    fi
    [ -f "$newest" ] || continue # an error golden: refused for every version
    # shellcheck disable=SC2086
    $PTOC compile $args --ptoas-version "$v" "$input" >"$tmp/out" 2>"$tmp/err"
    st=$?
    expect=""
    [ -f "$want_dir/$name.pto" ] && expect=$want_dir/$name.pto
    [ -f "$want_dir/$name.err" ] && expect=$want_dir/$name.err
    if [ "${UPDATE:-0}" = 1 ]; then
      rm -f "$want_dir/$name.pto" "$want_dir/$name.err"
      mkdir -p "$want_dir"
      if [ $st != 0 ]; then cp "$tmp/err" "$want_dir/$name.err"
      elif ! cmp -s "$tmp/out" "$newest"; then cp "$tmp/out" "$want_dir/$name.pto"; fi
      pass=$((pass + 1))
      continue
    fi
    ok=1
    case "$expect" in
      *.err)
        [ $st = 1 ] || { echo "FAIL $input (ptoas $v): exit $st, expected 1"; ok=0; }
        grep -q "needs ptoas\|(ptoas $v)" "$tmp/err" ||
          { echo "FAIL $input (ptoas $v): the error names no ptoas version"; ok=0; }
        diff -u "$expect" "$tmp/err" || { echo "FAIL $input (ptoas $v): stderr differs"; ok=0; } ;;
      *)
        [ -n "$expect" ] || expect=$newest
        [ $st = 0 ] || { echo "FAIL $input (ptoas $v): exit $st"; head -n 5 "$tmp/err"; ok=0; }
        cmp -s "$expect" "$tmp/out" ||
          { echo "FAIL $input (ptoas $v): output differs from $expect"; diff -u "$expect" "$tmp/out" | head -n 40; ok=0; }
        if [ $ok = 1 ] && [ "$expect" != "$newest" ]; then
          run_like_newest "$newest" "$tmp/out" ||
            { echo "FAIL $input (ptoas $v): does not run like the newest text"; ok=0; }
        fi
        if [ $ok = 1 ] && [ "$real" = "$v" ]; then
          # shellcheck disable=SC2086
          PTOC_PTOAS_CACHE=off $PTOC compile $args --ptoas "$ptoas_bin" -o "$tmp/o" "$input" \
            >/dev/null 2>"$tmp/perr" || { echo "FAIL $input: ptoas $v rejects it"; head -n 5 "$tmp/perr"; ok=0; }
          rm -rf "$tmp/o"
          ran_ptoas=$((ran_ptoas + 1))
        fi ;;
    esac
    [ -n "${VERBOSE:-}" ] && echo "$ok $input"
    if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
  done
done
if [ "${UPDATE:-0}" = 1 ]; then echo "ptoas-versions: wrote $pass expectations"; exit 0; fi
if [ -n "$real" ]; then note="$ran_ptoas accepted by $ptoas_bin ($real)"; else note="no PTOAS_BIN: real ptoas skipped"; fi
note="$executed run like the newest text; $note"
echo "ptoas-versions: $pass passed, $fail failed; $note"
[ $pass -gt 0 ] && [ $fail = 0 ]
