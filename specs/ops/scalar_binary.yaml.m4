m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Tile x scalar ops (reference ops-and-backends.md 1.B).
m4_dnl
m4_dnl SPELL(scalar name, tile-tile name): the spellings of a tile x scalar op:
m4_dnl pl.<scalar name>, and the tile-tile op's pl.<name> and pl.tile.<name>,
m4_dnl which mean this op when the second operand is a scalar.
m4_define(<|SPELL|>, <|    aliases:
      - {spelling: pl.$1}
      - {spelling: pl.$2}
      - {spelling: pl.tile.$2}
|>)m4_dnl
m4_dnl TS(name, pto op, doc, extra lines, tile-tile name): Vec tile lhs and
m4_dnl scalar rhs, result typed like the tile, scalar printed with its own MLIR
m4_dnl type.  `extra` holds the remaining keys (flags, layout, checks),
m4_dnl indented by four spaces.
m4_define(<|TS|>, <|  - name: tile.$1
    category: binary_scalar
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: scalar}
SPELL($1, $5)<||>m4_dnl
    type: {rule: same_as, arg: 0}
    memory: {output: Vec}
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
$4|>)m4_dnl
m4_dnl BITS(name, pto op, conv, doc, flags, tile-tile name): integer tile with
m4_dnl an integer scalar converted to a signless integer (conv: intw or i32).
m4_define(<|BITS|>, <|  - name: tile.$1
    category: binary_scalar
    op_category: TileOp
    doc: "$4"
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: scalar}
SPELL($1, $6)<||>m4_dnl
    type: {rule: same_as, arg: 0}
    checks:
      - {check: int_dtype, arg: 0}
      - {check: int_dtype, arg: 1}
    memory: {output: Vec}
    flags: [$5]
    pto: "pto.$2 ins(${0}, ${1@$3} : ${0:t}, ${1@$3:t}) outs(${dst} : ${dst:t})"
|>)m4_dnl
m4_dnl CARRYS(name, pto op, doc): tile + scalar (+/-) tile.
m4_define(<|CARRYS|>, <|  - name: tile.$1
    category: binary_scalar
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: scalar}
      - {name: rhs2, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.$1}
    type: {rule: broadcast, args: [0, 1, 2], dtype: promote}
    memory: {output: Vec}
    flags: [functional_execution_memory_access]
    layout: {inputs: [0, 1, 2], output: true}
    pto: "pto.$2 ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
|>)m4_dnl
m4_define(<|RM|>, <|    layout: {inputs: [0, 1], output: true}
|>)m4_dnl
m4_define(<|FUNC|>, <|    flags: [functional_execution_memory_access]
|>)m4_dnl
ops:
TS(adds, tadds, Adds a scalar to every element of a tile., <|RM<||>FUNC|>, add)
TS(subs, tsubs, Subtracts a scalar from every element of a tile., <|RM<||>FUNC<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT8, INT16, INT32, FP16, FP32, BF16]}
      - {check: dtype_in, arg: 1, dtypes: [INT8, INT16, INT32, FP16, FP32, BF16]}
|>, sub)
TS(muls, tmuls, Multiplies every element of a tile by a scalar., <|RM<||>FUNC|>, mul)
TS(divs, tdivs, Divides every element of a tile by a scalar., <|RM<||>FUNC|>, div)
TS(fmods, tfmods, Floating remainder of every element of a tile by a scalar., <|RM<||>    flags: [not_inplace_safe, functional_execution_memory_access]
|>, fmod)
TS(maximums, tmaxs, Elementwise maximum of a tile and a scalar., <|RM<||>FUNC|>, maximum)
TS(minimums, tmins, Elementwise minimum of a tile and a scalar., <|FUNC|>, minimum)
  - name: tile.lrelu
    category: binary_scalar
    op_category: TileOp
    doc: "Leaky ReLU: negative elements are scaled by the scalar slope."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
      - {name: slope, kind: scalar}
    aliases:
      - {spelling: pl.lrelu}
    type: {rule: same_as, arg: 0}
    memory: {output: Vec}
    flags: [functional_execution_memory_access]
    layout: {inputs: [0, 1], output: true}
    pto: "pto.tlrelu ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
  - name: tile.rems
    category: binary_scalar
    op_category: TileOp
    doc: "Remainder of every element of a tile by a scalar, using a caller-provided scratch tile."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: scalar}
      - {name: tmp, kind: tile, mem: [Vec]}
SPELL(rems, rem)<||>m4_dnl
    type: {rule: broadcast, args: [0, 1, 2], dtype: promote}
    memory: {output: Vec}
    pto: "pto.trems ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
CARRYS(addsc, taddsc, Elementwise lhs + scalar + rhs2 with broadcasting.)
CARRYS(subsc, tsubsc, Elementwise lhs - scalar + rhs2 with broadcasting.)
BITS(ands, tands, intw, Bitwise AND of every element of an integer tile with an integer scalar., <|not_inplace_safe, functional_execution_memory_access|>, and_)
BITS(ors, tors, intw, Bitwise OR of every element of an integer tile with an integer scalar., <|not_inplace_safe, functional_execution_memory_access|>, or_)
BITS(shls, tshls, i32, Left shift of every element of an integer tile by a scalar amount., <|functional_execution_memory_access|>, shl)
BITS(shrs, tshrs, i32, Right shift of every element of an integer tile by a scalar amount., <|functional_execution_memory_access|>, shr)
  - name: tile.xors
    category: binary_scalar
    op_category: TileOp
    doc: "Bitwise XOR of every element of an integer tile with an integer scalar, using a caller-provided scratch tile."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: scalar}
      - {name: tmp, kind: tile, mem: [Vec]}
SPELL(xors, xor)<||>m4_dnl
    type: {rule: same_as, arg: 0}
    checks:
      - {check: int_dtype, arg: 0}
      - {check: int_dtype, arg: 1}
    memory: {output: Vec}
    flags: [not_inplace_safe]
    pto: "pto.txors ins(${0}, ${1@intw}, ${2} : ${0:t}, ${1@intw:t}, ${2:t}) outs(${dst} : ${dst:t})"
