m4_dnl A family whose second member is wrong: the error names the m4 line.
m4_define(`UNARY', `  - name: tile.$1
    category: unary
    op_category: TileOp
    operands: [{name: x, kind: $2}]
    type: {rule: same_as, arg: 0}
    pto: "pto.$1 ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"')m4_dnl
ops:
UNARY(exp, tile)
UNARY(log, tiles)
UNARY(abs, tile)
