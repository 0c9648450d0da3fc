#!/usr/bin/env bash
# Golden tests: every file under tests/golden whose first line is
#   # ptoc: <args>      or      // ptoc: <args>
# is an input.  Its expectation is the sibling file with the same base name and
# extension .out (stdout, exit 0), .pto (stdout, exit 0) or .err (stderr,
# exit 1).  `{}` in <args> stands for the input path (appended when absent),
# `{dir}` for its folder.  UPDATE=1 rewrites the expectations instead.
# A second line `# exit: N` / `// exit: N` makes a .err case expect status N.
set -u
PTOC=${PTOC:-build/ptoc}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
while IFS= read -r input; do
  case "$input" in *.npy) continue ;; esac # array data that `run` goldens bind with --in
  # the first two lines by the shell's own read: a head per file and a sed
  # and dirname per input were about 3,500 processes, more than half of the
  # script's CPU time
  first="" second=""
  { IFS= read -r first; IFS= read -r second; } <"$input"
  case "$first" in
    "# ptoc: "*) args=${first#"# ptoc: "} ;;
    "// ptoc: "*) args=${first#"// ptoc: "} ;;
    *) continue ;;
  esac
  dir=${input%/*} # find prints tests/golden/...: a folder always
  base=${input%.*}
  expect=""
  for ext in out pto err; do
    [ "$base.$ext" = "$input" ] && continue
    [ -f "$base.$ext" ] && expect="$expect $base.$ext"
  done
  expect=${expect# }
  args=${args//"{dir}"/$dir}
  if [[ "$args" == *"{}"* ]]; then args=${args//"{}"/$input}; else args="$args $input"; fi
  # shellcheck disable=SC2086
  $PTOC $args >"$tmp/out" 2>"$tmp/err"
  status=$?
  if [ "${UPDATE:-0}" = 1 ]; then
    if [ -z "$expect" ]; then
      if [ $status -eq 0 ]; then expect="$base.out"; else expect="$base.err"; fi
    fi
    case "$expect" in
      *.err) cp "$tmp/err" "$expect" ;;
      *) cp "$tmp/out" "$expect" ;;
    esac
    pass=$((pass + 1))
    continue
  fi
  case "$expect" in
    "") echo "FAIL $input: no expectation (.out, .pto or .err)"; fail=$((fail + 1)); continue ;;
    *" "*) echo "FAIL $input: several expectations: $expect"; fail=$((fail + 1)); continue ;;
  esac
  ok=1
  want=1
  case "$second" in
    "# exit: "*) want=${second#"# exit: "} ;;
    "// exit: "*) want=${second#"// exit: "} ;;
  esac
  case "$expect" in
    *.err)
      [ $status -eq "$want" ] || { echo "FAIL $input: exit status $status, expected $want"; ok=0; }
      diff -u "$expect" "$tmp/err" >"$tmp/diff" || { echo "FAIL $input: stderr differs"; cat "$tmp/diff"; ok=0; } ;;
    *)
      [ $status -eq 0 ] || { echo "FAIL $input: exit status $status, expected 0"; head -n 20 "$tmp/err"; ok=0; }
      diff -u "$expect" "$tmp/out" >"$tmp/diff" || { echo "FAIL $input: output differs"; head -n 60 "$tmp/diff"; ok=0; } ;;
  esac
  if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done < <(find tests/golden -type f | sort)
if [ "${UPDATE:-0}" = 1 ]; then echo "updated $pass golden expectations"; exit 0; fi
echo "golden: $pass passed, $fail failed"
[ $pass -gt 0 ] || { echo "no golden test ran"; exit 1; }
[ $fail -eq 0 ]
