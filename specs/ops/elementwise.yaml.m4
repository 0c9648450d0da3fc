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
$4
m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
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

m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
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

m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
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
m4_dnl ptoas verifier rules of the ops the macros above define (PTOAS_<name>,
m4_dnl specs/README.md "ptoas")
m4_define(<|PTOAS_add|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_sub|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i32/i16/i8/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_mul|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_maximum|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i32/i16/i8/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_minimum|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, ptoas: "<0.60", dtypes: [base, i8], msg: "expects element type to be i32/i16/i8/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, ptoas: ">=0.60", dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_fmod|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_and|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, ptoas: "<0.60", dtypes: [i8, i16], msg: "expects src0, src1, and dst element type to be i8/i16"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, ptoas: ">=0.60", dtypes: [i8, i16, i32], msg: "expects src0, src1, and dst element type to be i8/i16/i32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [i8, i16, i32], msg: "expects src0, src1, and dst element type to be i8/i16/i32"}
|>)m4_dnl
m4_define(<|PTOAS_or|>, <|    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, ptoas: "<0.60", dtypes: [i8, i16], msg: "expects src0, src1, and dst element type to be i8/i16"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, ptoas: ">=0.60", dtypes: [i8, i16, i32], msg: "expects src0, src1, and dst element type to be i8/i16/i32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [i8, i16, i32], msg: "expects src0, src1, and dst element type to be i8/i16/i32"}
|>)m4_dnl
m4_define(<|PTOAS_part_add|>, <|    ptoas:
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
        - {rule: valid_ge, args: [dst, 0, 1], arch: a3, msg: "expects src0 and src1 valid_shape to lie within dst valid_shape"}
        - {rule: valid_match_one, args: [dst, 0, 1], arch: a3, msg: "expects at least one of src0/src1 valid_shape to match dst valid_shape"}
        - {rule: valid_ge, args: [dst, 0, 1], arch: a5, ptoas: ">=0.60", msg: "expects src0 and src1 valid_shape to lie within dst valid_shape"}
|>)m4_dnl
m4_define(<|PTOAS_part_max|>, <|    ptoas:
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
        - {rule: valid_ge, args: [dst, 0, 1], arch: a3, msg: "expects src0 and src1 valid_shape to lie within dst valid_shape"}
        - {rule: valid_match_one, args: [dst, 0, 1], arch: a3, msg: "expects at least one of src0/src1 valid_shape to match dst valid_shape"}
        - {rule: same_shape, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same shape"}
|>)m4_dnl
m4_define(<|PTOAS_part_min|>, <|    ptoas:
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
        - {rule: valid_ge, args: [dst, 0, 1], arch: a3, msg: "expects src0 and src1 valid_shape to lie within dst valid_shape"}
        - {rule: valid_match_one, args: [dst, 0, 1], arch: a3, msg: "expects at least one of src0/src1 valid_shape to match dst valid_shape"}
        - {rule: same_shape, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same shape"}
|>)m4_dnl
m4_define(<|PTOAS_part_mul|>, <|    ptoas:
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
        - {rule: valid_ge, args: [dst, 0, 1], arch: a3, msg: "expects src0 and src1 valid_shape to lie within dst valid_shape"}
        - {rule: valid_match_one, args: [dst, 0, 1], arch: a3, msg: "expects at least one of src0/src1 valid_shape to match dst valid_shape"}
        - {rule: valid_ge, args: [dst, 0, 1], arch: a5, ptoas: ">=0.60", msg: "expects src0 and src1 valid_shape to lie within dst valid_shape"}
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
    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, ptoas: "<0.60", dtypes: [i8, i16], msg: "expects src0, src1, and dst element type to be i8/i16"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, ptoas: ">=0.60", dtypes: [i8, i16, i32], msg: "expects src0, src1, and dst element type to be i8/i16/i32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [i8, i16, i32], msg: "expects src0, src1, and dst element type to be i8/i16/i32"}
        - {rule: same_dtype, args: [tmp, dst], arch: a3, ptoas: "<0.60", msg: "expects tmp and dst to have the same element type"}
        - {rule: row_major, args: [tmp], arch: a3, ptoas: "<0.60", msg: "expects tmp to use row-major layout"}
        - {rule: same_valid, args: [tmp, dst], arch: a3, ptoas: "<0.60", msg: "expects tmp and dst to have the same valid_shape"}
        - {rule: bytes_ge, args: [tmp, dst], arch: a3, ptoas: ">=0.60", msg: "expects A2/A3 tmp capacity to be at least the dst's byte size"}
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
    lane_invariant: {2: scratch}
    memory: {output: Vec}
    layout: {inputs: [0, 1, 2], output: true}
    pto: "pto.trem ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [INT32, UINT32, FP32], msg: "expects element type to be i32/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: same_dtype, args: [tmp, dst], msg: "expects tmp to have the same element type as dst"}
        # facts §2.2 trem: tmp row-major (0.60: VEC); its valid bounds in
        # 0.27, and from 0.60 on A2/A3 only
        - {rule: row_major, args: [tmp], msg: "expects tmp to use row-major layout"}
        - {rule: mem, args: [tmp], ptoas: ">=0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: valid_ge, args: [tmp, dst], dims: [1], ptoas: "<0.60", msg: "expects tmp valid columns to cover dst valid columns"}
        - {rule: valid_ge, args: [tmp, dst], dims: [1], arch: a3, ptoas: ">=0.60", msg: "expects tmp valid columns to cover dst valid columns"}
        - {rule: valid_min, args: [tmp], dims: [0], value: 1, ptoas: "<0.60", msg: "expects tmp valid rows to be at least 1"}
        - {rule: valid_min, args: [tmp], dims: [0], value: 2, arch: a3, ptoas: ">=0.60", msg: "expects tmp valid rows to be at least 2"}
        - {rule: capacity, args: [tmp, dst], arch: a3, ptoas: ">=0.60", rows: [0, 2], elem: true, msg: "expects A2/A3 tmp capacity to be at least 2 x dst cols x element bytes"}
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
    ptoas:
      rules:
        - {rule: same_dtype, args: [0, 1], msg: "expects src0 and src1 to have the same element type"}
        - {rule: same_dtype, args: [0, 1, dst], ptoas: ">=0.60", msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: row_major, args: [0, 1, dst], msg: "expects src0, src1, and dst to use row-major layout"}
        - {rule: same_valid, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same valid_shape"}
        - {rule: dtype, args: [0, 1], dtypes: [i8, i16, i32], msg: "expects src0 and src1 element type to be i8/i16/i32"}
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
    ptoas:
      rules:
        - {rule: same_dtype, args: [0, 1], msg: "expects src0 and src1 to have the same element type"}
        - {rule: same_dtype, args: [0, 1, dst], ptoas: ">=0.60", msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: row_major, args: [0, 1, dst], msg: "expects src0, src1, and dst to use row-major layout"}
        - {rule: same_valid, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same valid_shape"}
        - {rule: dtype, args: [0, 1], dtypes: [i8, i16, i32], msg: "expects src0 and src1 element type to be i8/i16/i32"}
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
    ptoas:
      sets: [binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [half_float], msg: "expects element type to be f16 or f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
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
      - {check: same_valid, args: [0, 1]}
      - {check: dtype_not_in, arg: 0, dtypes: [INT4, UINT4, FP4, HF4, INT64, UINT64, INDEX]}
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
      - {check: same_valid, args: [0, 1]}
      - {check: dtype_not_in, arg: 0, dtypes: [INT4, UINT4, FP4, HF4, INT64, UINT64, INDEX]}
      - {check: rank, arg: 0, rank: 2}
    memory: {output: Vec}
    flags: [not_inplace_safe]
    emit: unsupported
    emit_note: "the reference emits no PTO for it at this revision"
