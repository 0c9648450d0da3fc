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
m4_dnl indented by four spaces; LHS_FILL_<name>, when defined, is lhs's fill.
m4_define(<|TS|>, <|  - name: tile.$1
    category: binary_scalar
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: lhs, kind: tile, mem: [Vec]m4_ifdef(<|LHS_FILL_$1|>, <|, LHS_FILL_$1|>)}
      - {name: rhs, kind: scalar}
SPELL($1, $5)<||>m4_dnl
    type: {rule: same_as, arg: 0}
    memory: {output: Vec}
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
$4
m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
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

m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
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

m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
m4_define(<|RM|>, <|    layout: {inputs: [0, 1], output: true}
|>)m4_dnl
m4_define(<|FUNC|>, <|    flags: [functional_execution_memory_access]
|>)m4_dnl
m4_dnl ptoas verifier rules of the ops the macros above define (PTOAS_<name>,
m4_dnl specs/README.md "ptoas")
m4_define(<|PTOAS_adds|>, <|    ptoas:
      sets: [tile_scalar]
      rules:
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_subs|>, <|    ptoas:
      sets: [tile_scalar]
      rules:
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_muls|>, <|    ptoas:
      sets: [tile_scalar]
      rules:
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_divs|>, <|    ptoas:
      sets: [tile_scalar, tile_scalar_rows]
      rules:
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i32/i16/i8/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_fmods|>, <|    ptoas:
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: same_dtype, args: [0, 1], msg: "expects scalar type to match the tile element type"}
        - {rule: same_valid, args: [0, dst], msg: "expects src and dst to have the same valid_shape"}
        - {rule: row_major, args: [0, dst], msg: "expects src and dst to use row-major layout"}
        - {rule: dtype, args: [0, dst], dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_maximums|>, <|    ptoas:
      sets: [tile_scalar, tile_scalar_rows]
      rules:
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, ptoas: "<0.60", dtypes: [base, i8], msg: "expects element type to be i32/i16/i8/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, ptoas: ">=0.60", dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_minimums|>, <|    ptoas:
      sets: [tile_scalar]
      rules:
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i32/i16/i8/f16/bf16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_ands|>, <|    ptoas:
      sets: [bitwise_scalar]
|>)m4_dnl
m4_define(<|PTOAS_ors|>, <|    ptoas:
      sets: [bitwise_scalar]
|>)m4_dnl
m4_define(<|PTOAS_shls|>, <|    ptoas:
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], dtypes: [ints], msg: "expects integral element types"}
        - {rule: const_int, args: [1], min: 0, msg: "expects tshls scalar to be non-negative"}
|>)m4_dnl
m4_define(<|PTOAS_shrs|>, <|    ptoas:
      rules:
        - {rule: mem, args: [0, dst], mems: [Vec], msg: "expects src and dst to be in the vec address space"}
        - {rule: row_major, args: [0, dst], msg: "expects src and dst to use the row_major blayout"}
        - {rule: same_valid, args: [0, dst], msg: "expects src and dst to have the same valid_shape"}
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [i16, i32], msg: "expects element type to be i16/i32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [i8, i16, i32], msg: "expects element type to be i8/i16/i32"}
|>)m4_dnl
ops:
m4_define(<|LHS_FILL_adds|>, <|fill: {kind: through, plus: rhs}|>)TS(adds, tadds, Adds a scalar to every element of a tile., <|RM<||>FUNC|>, add)
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
    ptoas:
      rules:
        - {rule: mem, args: [0, dst], mems: [Vec], msg: "expects src and dst to be in the vec address space"}
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: same_valid, args: [0, dst], msg: "expects src and dst to have the same valid_shape"}
        - {rule: dtype, args: [0, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
        - {rule: dtype, args: [slope], arch: a5, dtypes: [FP32], msg: "expects slope to have type f32"}
        - {rule: valid_min, args: [0], arch: a3, ptoas: "<0.60", value: 1, msg: "expects A2/A3 src valid_shape to be positive"}
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
    lane_invariant: {2: scratch}
    memory: {output: Vec}
    pto: "pto.trems ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
    ptoas:
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: same_dtype, args: [0, 1], msg: "expects scalar type to match the tile element type"}
        - {rule: same_valid, args: [0, dst], msg: "expects src and dst to have the same valid_shape"}
        - {rule: row_major, args: [0, dst], msg: "expects src and dst to use row-major layout"}
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [INT32, UINT32, FP32], msg: "expects element type to be i32/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: same_dtype, args: [tmp, dst], msg: "expects tmp to have the same element type as dst"}
        # facts §2.2 trems: tmp row-major (0.60: VEC); its valid bounds in
        # 0.27, and from 0.60 on A2/A3 only
        - {rule: row_major, args: [tmp], msg: "expects tmp to use row-major layout"}
        - {rule: mem, args: [tmp], ptoas: ">=0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: valid_ge, args: [tmp, dst], dims: [1], ptoas: "<0.60", msg: "expects tmp valid columns to cover dst valid columns"}
        - {rule: valid_ge, args: [tmp, dst], dims: [1], arch: a3, ptoas: ">=0.60", msg: "expects tmp valid columns to cover dst valid columns"}
        - {rule: valid_min, args: [tmp], dims: [0], value: 1, ptoas: "<0.60", msg: "expects tmp valid rows to be at least 1"}
        - {rule: valid_min, args: [tmp], dims: [0], value: 1, arch: a3, ptoas: ">=0.60", msg: "expects tmp valid rows to be at least 1"}
        - {rule: capacity, args: [tmp, dst], arch: a3, ptoas: ">=0.60", elem: true, msg: "expects A2/A3 tmp capacity to be at least dst cols x element bytes"}
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
    ptoas:
      sets: [bitwise_scalar]
      rules:
        - {rule: same_dtype, args: [tmp, dst], arch: a3, ptoas: "<0.60", msg: "expects tmp and dst to have the same element type"}
        - {rule: row_major, args: [tmp], arch: a3, ptoas: "<0.60", msg: "expects tmp to use row-major layout"}
        - {rule: bytes_ge, args: [tmp, dst], arch: a3, ptoas: ">=0.60", msg: "expects A2/A3 tmp capacity to be at least the dst's byte size"}
