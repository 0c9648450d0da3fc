m4_dnl A family of binary ops from one definition.
m4_define(`BINARY', `  - name: tile.$1
    category: elementwise_binary
    op_category: TileOp
    operands: [{name: lhs, kind: tile}, {name: rhs, kind: tile}]
    type: {rule: broadcast, args: [0, 1], dtype: promote}
    layout: {inputs: [0, 1], output: true}
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"')m4_dnl
ops:
BINARY(add, tadd)
BINARY(sub, tsub)
BINARY(mul, tmul)
