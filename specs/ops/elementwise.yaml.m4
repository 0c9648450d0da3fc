m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Elementwise tile x tile ops (reference ops-and-backends.md 1.A).
m4_dnl
m4_dnl BIN(name, pto op, doc, extra lines): two Vec tiles lhs/rhs, numpy
m4_dnl broadcast with Promote'd dtype, Vec result, row_major in 0,1 and out.
m4_dnl `extra` holds further keys of the op (aliases, flags, checks ...),
m4_dnl indented by four spaces.
m4_define(<|BIN|>, <|  - name: tile.$1
    category: elementwise_binary
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
    type: {rule: broadcast, args: [0, 1], dtype: promote}
    memory: {output: Vec}
    layout: {inputs: [0, 1], output: true}
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
$4|>)m4_dnl
m4_dnl PART(name, pto op, doc): the partial-combine family (src0/src1, no flags).
m4_define(<|PART|>, <|  - name: tile.$1
    category: elementwise_binary
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: src0, kind: tile, mem: [Vec]}
      - {name: src1, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.$1}
    type: {rule: broadcast, args: [0, 1], dtype: promote}
    checks:
      - {check: same_dtype, args: [0, 1]}
    memory: {output: Vec}
    layout: {inputs: [0, 1], output: true}
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
|>)m4_dnl
m4_dnl CARRY(name, pto op, doc): three-tile forms lhs + rhs (+/-) rhs2, unconstrained layout.
m4_define(<|CARRY|>, <|  - name: tile.$1
    category: elementwise_binary
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
      - {name: rhs2, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.$1}
    type: {rule: broadcast, args: [0, 1, 2], dtype: promote}
    memory: {output: Vec}
    flags: [functional_execution_memory_access]
    pto: "pto.$2 ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
|>)m4_dnl
m4_define(<|FUNC|>, <|    flags: [functional_execution_memory_access]
|>)m4_dnl
m4_dnl SAME: PTO-ISA takes the two sources of an elementwise op in one element
m4_dnl type (ptoas: "expects A and B to have the same element type").
m4_define(<|SAME|>, <|    checks:
      - {check: same_dtype, args: [0, 1]}
|>)m4_dnl
m4_define(<|INTS|>, <|    checks:
      - {check: same_dtype, args: [0, 1]}
      - {check: int_dtype, arg: 0}
      - {check: int_dtype, arg: 1}
|>)m4_dnl
ops:
BIN(add, tadd, Elementwise sum of two tiles with broadcasting., <|    aliases:
      - {spelling: pl.add}
SAME<||>FUNC|>)
BIN(sub, tsub, Elementwise difference lhs - rhs with broadcasting., <|    aliases:
      - {spelling: pl.sub}
SAME<||>FUNC|>)
BIN(mul, tmul, Elementwise product of two tiles with broadcasting., <|    aliases:
      - {spelling: pl.mul}
SAME<||>FUNC|>)
BIN(maximum, tmax, Elementwise maximum of two tiles., <|    aliases:
      - {spelling: pl.maximum}
SAME<||>FUNC|>)
BIN(minimum, tmin, Elementwise minimum of two tiles., <|    aliases:
      - {spelling: pl.minimum}
SAME<||>FUNC|>)
BIN(fmod, tfmod, Elementwise floating remainder; the result takes the sign of lhs., <|    aliases:
      - {spelling: pl.fmod}
SAME<||>    flags: [not_inplace_safe, functional_execution_memory_access]
|>)
BIN(and, tand, Elementwise bitwise AND of two integer tiles., <|    aliases:
      - {spelling: pl.and_}
INTS<||>FUNC|>)
BIN(or, tor, Elementwise bitwise OR of two integer tiles., <|    aliases:
      - {spelling: pl.or_}
INTS<||>FUNC|>)
  - name: tile.xor
    category: elementwise_binary
    op_category: TileOp
    doc: "Elementwise bitwise XOR of two integer tiles, using a caller-provided scratch tile."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
      - {name: tmp, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.xor}
    type: {rule: broadcast, args: [0, 1], dtype: promote}
    checks:
      - {check: int_dtype, arg: 0}
      - {check: int_dtype, arg: 1}
    memory: {output: Vec}
    layout: {inputs: [0, 1, 2], output: true}
    pto: "pto.txor ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
  - name: tile.rem
    category: elementwise_binary
    op_category: TileOp
    doc: "Elementwise remainder lhs mod rhs, using a caller-provided scratch tile."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
      - {name: tmp, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.rem}
    type: {rule: broadcast, args: [0, 1], dtype: promote}
    memory: {output: Vec}
    layout: {inputs: [0, 1, 2], output: true}
    pto: "pto.trem ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
  - name: tile.shl
    category: elementwise_binary
    op_category: TileOp
    doc: "Elementwise left shift of an integer tile by per-element amounts; keeps lhs's dtype."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.shl}
    type: {rule: broadcast, args: [0, 1], dtype: lhs}
    checks:
      - {check: int_dtype, arg: 0}
      - {check: int_dtype, arg: 1}
    memory: {output: Vec}
    flags: [functional_execution_memory_access]
    layout: {inputs: [0, 1], output: true}
    pto: "pto.tshl ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
  - name: tile.shr
    category: elementwise_binary
    op_category: TileOp
    doc: "Elementwise right shift of an integer tile by per-element amounts; keeps lhs's dtype."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.shr}
    type: {rule: broadcast, args: [0, 1], dtype: lhs}
    checks:
      - {check: int_dtype, arg: 0}
      - {check: int_dtype, arg: 1}
    memory: {output: Vec}
    flags: [functional_execution_memory_access]
    layout: {inputs: [0, 1], output: true}
    pto: "pto.tshr ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
  - name: tile.div
    category: elementwise_binary
    op_category: TileOp
    doc: "Elementwise quotient of two same-shaped, same-dtype tiles (no broadcasting); optional high-precision mode for floats."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
    kwargs:
      - {name: high_precision, type: bool, default: false}
    aliases:
      - {spelling: pl.div}
    type: {rule: same_as, arg: 0}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT16, INT32, FP16, FP32]}
      - {check: same_dtype, args: [0, 1]}
      - {check: same_shape, args: [0, 1]}
    memory: {output: Vec}
    flags: [functional_execution_memory_access]
    layout: {inputs: [0, 1], output: true}
    pto: "pto.tdiv ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})$[?high_precision  {precisionType = #pto<div_precision high_precision>}$]"
CARRY(addc, taddc, Elementwise three-way sum lhs + rhs + rhs2 with broadcasting.)
CARRY(subc, tsubc, Elementwise lhs - rhs + rhs2 with broadcasting.)
PART(part_add, tpartadd, Partial elementwise sum: where only one operand covers an element it is copied.)
PART(part_max, tpartmax, Partial elementwise maximum: where only one operand covers an element it is copied.)
PART(part_min, tpartmin, Partial elementwise minimum: where only one operand covers an element it is copied.)
PART(part_mul, tpartmul, Partial elementwise product: where only one operand covers an element it is copied.)
  - name: tile.interleave
    category: elementwise_binary
    op_category: TileOp
    doc: "Interleaves the elements of two 2-D tiles of one 8/16/32-bit dtype, shape and valid shape into (low, high) halves."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.interleave}
    type: {rule: same_as, arg: 0, tuple: 2}
    checks:
      - {check: same_dtype, args: [0, 1]}
      - {check: same_shape, args: [0, 1]}
      - {check: rank, arg: 0, rank: 2}
    memory: {output: Vec}
    flags: [not_inplace_safe]
    emit: unsupported
    emit_note: "the reference emits no PTO for it at this revision"
  - name: tile.deinterleave
    category: elementwise_binary
    op_category: TileOp
    doc: "Splits the even and odd elements of two 2-D tiles of one 8/16/32-bit dtype, shape and valid shape into (even, odd)."
    operands:
      - {name: lhs, kind: tile, mem: [Vec]}
      - {name: rhs, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.deinterleave}
    type: {rule: same_as, arg: 0, tuple: 2}
    checks:
      - {check: same_dtype, args: [0, 1]}
      - {check: same_shape, args: [0, 1]}
      - {check: rank, arg: 0, rank: 2}
    memory: {output: Vec}
    flags: [not_inplace_safe]
    emit: unsupported
    emit_note: "the reference emits no PTO for it at this revision"
