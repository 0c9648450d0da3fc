#!/usr/bin/env bash
# Print round trip of programs written by hand: every *.py under the given folders
# (default tests/handwritten and tests/golden) that ptoc parse accepts must print,
# and the printed text must parse back to a program `ptoc equal` finds equal to the
# input.  The printed text, like the reference printer's, imports pypto.language
# alone (the reference's pl.parse binds pld itself, ptoc's parser knows pld), so
# this also checks that nothing of the distributed spelling is lost on the way.
# Programs the reference printed are covered byte for byte by tools/cases-roundtrip.
# A program whose text holds a line "# print-reparse: skip (REASON)" is left out.
#   tests/print_reparse.sh [DIR...]   (run from the project root after make)
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- tests/handwritten tests/golden
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
total=0 fail=0
while IFS= read -r f; do
  "$PTOC" parse "$f" >/dev/null 2>&1 || continue
  ! grep -q '^# print-reparse: skip' "$f" || continue
  total=$((total + 1))
  if ! "$PTOC" print "$f" >"$tmp/printed.py" 2>"$tmp/err"; then
    echo "FAIL $f: ptoc print failed"; head -n 4 "$tmp/err"; fail=$((fail + 1)); continue
  fi
  if ! "$PTOC" equal "$f" "$tmp/printed.py" >"$tmp/err" 2>&1; then
    echo "FAIL $f: the printed program does not parse back equal"; head -n 6 "$tmp/err"
    fail=$((fail + 1))
  fi
done < <(find "$@" -name '*.py' -type f | LC_ALL=C sort)
echo "print-reparse: $((total - fail)) of $total programs print and parse back equal"
[ $fail = 0 ]
