#!/usr/bin/env bash
# bench/gen_ops.sh N DIR: a spec folder DIR/ops/gen.yaml of N synthetic
# elementwise ops (tile.bench0 .. tile.bench<N-1>), read by specgen next to
# specs/ for the specgen row of `make bench`.
set -eu
n=$1
dir=$2
mkdir -p "$dir/ops"
awk -v n="$n" 'BEGIN {
  print "ops:"
  for (i = 0; i < n; i++) {
    printf "  - name: tile.bench%d\n", i
    print "    category: elementwise_binary"
    print "    op_category: TileOp"
    print "    doc: \"A synthetic op.\""
    print "    operands:"
    print "      - {name: lhs, kind: tile, mem: [Vec]}"
    print "      - {name: rhs, kind: tile, mem: [Vec]}"
    print "    type: {rule: broadcast, args: [0, 1], dtype: promote}"
    print "    memory: {output: Vec}"
    print "    pto: \"pto.tadd ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})\""
  }
}' >"$dir/ops/gen.yaml"
