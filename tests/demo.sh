#!/usr/bin/env bash
# make demo: compile every bundled example for every backend into build/demo/,
# in PyPTO's output-folder layout, and show what was written.
set -eu
PTOC=${1:-build/ptoc}
out=build/demo
rm -rf "$out"
mkdir -p "$out"
backends=$($PTOC backends | awk '{print $1}')
for ex in examples/*.py; do
  name=$(basename "$ex" .py)
  for be in $backends; do
    dir="$out/$name-$be"
    $PTOC compile --backend "$be" -o "$dir" "$ex"
    echo "compiled $ex for $be -> $dir"
    find "$dir" -type f | sort | sed 's/^/    /'
  done
done
echo "demo: all examples compiled; outputs in $out/"
