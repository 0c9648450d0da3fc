#!/usr/bin/env bash
# Hand-written programs of the reference project's tests and examples
# (tests/handwritten/README).  `ptoc parse` must accept every program under
# tests/handwritten/<source>/ and reject every one under
# tests/handwritten/invalid/ (and tests/handwritten/docs/invalid/) with an error at a source line
# (`file:line:col: error:`).  A program listed in tests/handwritten/pending.txt
# ("<path> reason", path relative to tests/handwritten/) is expected to do the
# opposite for now; one that behaves as it should is an error until it is
# removed from the list, so the count only goes up.
#   tests/handwritten.sh            check, print accepted/total
#   tests/handwritten.sh --buckets  also print the commonest errors
#   tests/handwritten.sh --pending  print a fresh pending list on stdout
#
#   tests/handwritten.sh --compile [--list]
# Compiles every valid program that `ptoc parse` accepts (all but pending.txt's)
# with `ptoc compile --backend B -o DIR` for B in 910B and 950.  Each must
# compile, but for the entries of tests/handwritten/compile.txt
# ("<path> <backend|*> rejects|pending <reason>"): a `rejects` program is one
# the reference rejects too, a `pending` one the reference compiles and ptoc
# does not yet.  Both must fail with exit 1 and their first error at a source
# line (`file:line:col: error:`); a listed one that compiles is an error until
# it is removed, so the list only shrinks.  `--list` prints a fresh list
# (every failure as pending) on stdout instead.  STRIDE=N compiles every Nth
# program only.
set -u
PTOC=${PTOC:-build/ptoc}
cd "$(dirname "$0")/.."
dir=tests/handwritten
if [ "${1:-}" = --compile ]; then
  list=$dir/compile.txt
  fresh=${2:-}
  out=$(mktemp -d) || exit 2
  trap 'rm -rf "$out"' EXIT
  declare -A want=()
  fail=0
  while read -r name be kind _; do
    case "$name" in ""|"#"*) continue ;; esac
    [ -f "$dir/$name" ] || { echo "FAIL $list: no program $name"; fail=$((fail + 1)); }
    case "$kind" in rejects|pending) ;; *) echo "FAIL $list: $name: kind '$kind' is not rejects or pending"; fail=$((fail + 1)) ;; esac
    want[$name/$be]=$kind
  done <"$list"
  declare -A pend=()
  while read -r name _; do
    case "$name" in ""|"#"*) continue ;; esac
    pend[$name]=1
  done <"$dir/pending.txt"
  total=0 seen=0
  declare -A ok=([910B]=0 [950]=0)
  while IFS= read -r f; do
    rel=${f#"$dir"/}
    case "$rel" in invalid/*|docs/invalid/*) continue ;; esac
    [ -z "${pend[$rel]:-}" ] || continue
    seen=$((seen + 1))
    [ $((seen % ${STRIDE:-1})) = 0 ] || continue
    total=$((total + 1))
    for be in 910B 950; do
      rm -rf "$out/o"
      err=$($PTOC compile --backend "$be" -o "$out/o" "$f" 2>&1 >/dev/null)
      rc=$?
      kind=${want[$rel/$be]:-${want[$rel/*]:-}}
      if [ $rc = 0 ]; then
        ok[$be]=$((ok[$be] + 1))
        [ -z "$kind" ] || [ -n "$fresh" ] ||
          { echo "FAIL $rel [$be]: compiles now; remove it from $list"; fail=$((fail + 1)); }
        continue
      fi
      first=$(printf '%s\n' "$err" | grep -m1 'error') # read by failures only
      if [ -n "$fresh" ]; then
        printf '%s %s pending %s\n' "$rel" "$be" "$(printf '%s' "$first" | sed -E 's/^.*error: //')"
        continue
      fi
      if [ $rc != 1 ] || ! printf '%s\n' "$first" | grep -q "^$f:[0-9][0-9]*:[0-9][0-9]*: error: "; then
        echo "FAIL $rel [$be]: exit $rc, first error not at a source line: $first"; fail=$((fail + 1))
      elif [ -z "$kind" ]; then
        echo "FAIL $rel [$be]: $first"; fail=$((fail + 1))
      fi
    done
  done < <(find "$dir" -name '*.py' | LC_ALL=C sort)
  [ -n "$fresh" ] && exit 0
  echo "handwritten: ptoc compile compiles ${ok[910B]} (910B) and ${ok[950]} (950) of $total programs"
  [ $total -gt 0 ] || { echo "no program ran"; exit 1; }
  [ $fail -eq 0 ]
  exit
fi
pending=$dir/pending.txt
mode=${1:-}
ok=0 total=0 bad=0 rejected=0 invalid=0 fail=0
errs=$(mktemp) || exit 2
trap 'rm -f "$errs"' EXIT
declare -A pend=()
while read -r name _; do
  case "$name" in ""|"#"*) continue ;; esac
  [ -f "$dir/$name" ] || { echo "FAIL $pending: no program $name"; fail=$((fail + 1)); }
  pend[$name]=1
done <"$pending"
while IFS= read -r f; do
  rel=${f#"$dir"/}
  out=$($PTOC parse "$f" 2>&1 >/dev/null)
  rc=$?
  case "$rel" in
    invalid/*|docs/invalid/*)
      invalid=$((invalid + 1))
      if [ $rc = 1 ] && printf '%s\n' "$out" | grep -q "^$f:[0-9][0-9]*:[0-9][0-9]*: error: "; then
        good=1; rejected=$((rejected + 1))
      else
        good=0; why="accepted"; [ $rc = 0 ] || why="exit $rc, no error at a line"
      fi ;;
    *)
      total=$((total + 1))
      if [ $rc = 0 ]; then
        good=1; ok=$((ok + 1))
      else
        good=0
        why=$(printf '%s\n' "$out" | grep -m1 'error: ' | sed -E 's/^.*error: //')
        [ -n "$why" ] || why="exit $rc"
        printf '%s\n' "$why" >>"$errs"
      fi ;;
  esac
  if [ "$mode" = --pending ]; then
    [ $good = 1 ] || printf '%s %s\n' "$rel" "$why"
    continue
  fi
  if [ -n "${pend[$rel]:-}" ]; then
    [ $good = 0 ] || { echo "FAIL $rel: behaves as it should now; remove it from $pending"; fail=$((fail + 1)); }
  elif [ $good = 0 ]; then
    echo "FAIL $rel: $why"; fail=$((fail + 1))
  fi
done < <(find "$dir" -name '*.py' | LC_ALL=C sort)
[ "$mode" = --pending ] && exit 0
echo "handwritten: ptoc parse accepts $ok of $total programs; rejects $rejected of $invalid invalid ones at a line"
if [ "$mode" = --buckets ]; then
  # Bucket by the message with quoted names, numbers and types blanked out.
  sed -E "s/'[^']*'/'_'/g; s/[0-9]+/N/g; s/pl\.(Tensor|Tile|Scalar)\[.*\]/pl.\1[...]/g" "$errs" |
    LC_ALL=C sort | uniq -c | LC_ALL=C sort -rn | head -n 25
fi
[ $total -gt 0 ] || { echo "no program ran"; exit 1; }
[ $fail -eq 0 ]
