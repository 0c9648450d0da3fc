m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Broadcast / expand / pad ops (reference ops-and-backends.md 1.E).  None
m4_dnl of them has a row-major layout constraint.
m4_dnl
m4_dnl EXP(name, pto op, vector operand name, doc): tile (op) broadcast vector.
m4_dnl The result takes operand 0's shape, valid shape and layout; the vector
m4_dnl operand's buffer must not be reused for the result.
m4_define(<|EXP|>, <|  - name: tile.$1
    category: expand
    op_category: TileOp
    doc: "$4"
    operands:
      - {name: m4_ifelse(<|$3|>, <|col_tile|>, <|target|>, <|tile|>), kind: tile, mem: [Vec]}
      - {name: $3, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.$1}
    type: {rule: expand, arg: 0, with: 1}
    memory: {output: Vec}
    flags: [functional_execution_memory_access<||>m4_ifelse(<|$3|>, <|col_tile|>, <|, copies_view_operands|>)]
    forbid_output_alias: [1]
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"

m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
m4_dnl BCAST(name, pto op, vector operand name, doc): pure broadcast of the
m4_dnl vector to operand 0's shape; only the vector is an operand of the PTO op.
m4_define(<|BCAST|>, <|  - name: tile.$1
    category: expand
    op_category: TileOp
    doc: "$4"
    operands:
      - {name: target, kind: tile, mem: [Vec]}
      - {name: $3, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.$1}
    type: {rule: expand, arg: 0, with: 1}
    memory: {output: Vec}
    forbid_output_alias: [1]
    pto: "pto.$2 ins(${1} : ${1:t}) outs(${dst} : ${dst:t})"

m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
m4_dnl ptoas verifier rules of the ops the macros above define (PTOAS_<name>,
m4_dnl specs/README.md "ptoas")
m4_define(<|PTOAS_row_expand_sub|>, <|    ptoas:
      sets: [row_expand_binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_expand_mul|>, <|    ptoas:
      sets: [row_expand_binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_expand_div|>, <|    ptoas:
      sets: [row_expand_binary]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [half_float], msg: "expects element type to be f16 or f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, ptoas: "<0.60", dtypes: [half_float], msg: "expects element type to be f16 or f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, ptoas: ">=0.60", dtypes: [base, i8], msg: "expects A5 trowexpanddiv element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_expand_max|>, <|    ptoas:
      empty_noop: ">=0.60"
      sets: [row_expand_binary, row_expand_column]
      rules:
        - {rule: valid_min, args: [dst], ptoas: "<0.60", value: 1, msg: "expects dst valid_shape to be non-zero"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_expand_min|>, <|    ptoas:
      empty_noop: ">=0.60"
      sets: [row_expand_binary, row_expand_column]
      rules:
        - {rule: valid_min, args: [dst], ptoas: "<0.60", value: 1, msg: "expects dst valid_shape to be non-zero"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_expand_expdif|>, <|    ptoas:
      empty_noop: ">=0.60"
      sets: [row_expand_binary, row_expand_column]
      rules:
        - {rule: valid_min, args: [dst], ptoas: "<0.60", value: 1, msg: "expects dst valid_shape to be non-zero"}
        - {rule: dtype, args: [0, 1, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand_add|>, <|    ptoas:
      sets: [col_expand_binary]
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand_sub|>, <|    ptoas:
      sets: [col_expand_binary]
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand_mul|>, <|    ptoas:
      sets: [col_expand_binary]
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand_div|>, <|    ptoas:
      sets: [col_expand_binary]
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [half_float], msg: "expects tcolexpanddiv element type to be f16 or f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, ptoas: "<0.60", dtypes: [half_float], msg: "expects tcolexpanddiv element type to be f16 or f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, ptoas: ">=0.60", dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand_max|>, <|    ptoas:
      sets: [col_expand_binary]
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand_min|>, <|    ptoas:
      sets: [col_expand_binary]
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand_expdif|>, <|    ptoas:
      sets: [col_expand_binary]
      rules:
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: dtype, args: [0, 1, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_expand|>, <|    ptoas:
      empty_noop: ">=0.60"
      rules:
        - {rule: mem, args: [row_vec, dst], mems: [Vec], msg: "expects src and dst to be in the vec address space"}
        - {rule: layout, args: [row_vec], layouts: [ND, DN], msg: "expects src to use the none_box slayout"}
        - {rule: layout, args: [dst], layouts: [ND], msg: "expects dst to use the row_major blayout and the none_box slayout"}
        - {rule: same_dtype, args: [row_vec, dst], msg: "expects src and dst to have the same element type"}
        - {rule: same_valid, args: [row_vec, dst], dims: [0], msg: "expects src and dst to have the same valid_shape[0]"}
        - {rule: valid_min, args: [row_vec, dst], value: 1, msg: "expects every valid dimension to be non-zero"}
        - {rule: dtype, args: [row_vec, dst], dtypes: [half_float, BF16, i16, i32, i8], msg: "expects trowexpand element type to be supported"}
|>)m4_dnl
m4_define(<|PTOAS_col_expand|>, <|    ptoas:
      rules:
        - {rule: mem, args: [col_tile, dst], mems: [Vec], msg: "expects src and dst to be in the vec address space"}
        - {rule: layout, args: [col_tile, dst], layouts: [ND], msg: "expects src and dst to use the row_major blayout and the none_box slayout"}
        - {rule: same_dtype, args: [col_tile, dst], msg: "expects src and dst to have the same element type"}
        - {rule: same_valid, args: [col_tile, dst], dims: [1], msg: "expects src and dst to have the same valid_shape[1]"}
        - {rule: dtype, args: [col_tile, dst], dtypes: [half_float, BF16, i16, i32, i8], msg: "expects tcolexpand element type to be supported"}
|>)m4_dnl
ops:
BCAST(row_expand, trowexpand, row_vec, <|Broadcasts an [R, 1] column across the columns of a tile shaped like target.|>)
EXP(row_expand_sub, trowexpandsub, row_vec, <|Subtracts the per-row value of an [R, 1] column from each row of the tile.|>)
EXP(row_expand_mul, trowexpandmul, row_vec, <|Multiplies each row of the tile by the per-row value of an [R, 1] column.|>)
EXP(row_expand_div, trowexpanddiv, row_vec, <|Divides each row of the tile by the per-row value of an [R, 1] column.|>)
EXP(row_expand_max, trowexpandmax, row_vec, <|Elementwise maximum of each row of the tile and the per-row value of an [R, 1] column.|>)
EXP(row_expand_min, trowexpandmin, row_vec, <|Elementwise minimum of each row of the tile and the per-row value of an [R, 1] column.|>)
EXP(row_expand_expdif, trowexpandexpdif, row_vec, <|exp(tile - v) where v is the per-row value of an [R, 1] column.|>)
  - name: tile.row_expand_add
    category: expand
    op_category: TileOp
    doc: "Adds the per-row value of a column vector to each row of a row-major tile; optional scratch tile."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
      - {name: row_vec, kind: tile, mem: [Vec]}
      - {name: tmp, kind: tile, mem: [Vec], optional: true}
    aliases:
      - {spelling: pl.row_expand_add}
    type: {rule: same_as, arg: 0}
    lane_invariant: {2: scratch}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT8, INT16, INT32, FP16, FP32]}
      - {check: same_dtype, args: [0, 1]}
    memory: {output: Vec}
    forbid_output_alias: [1, 2]
    pto: "pto.trowexpandadd ins(${0}, ${1}$[, ${2}$] : ${0:t}, ${1:t}$[, ${2:t}$]) outs(${dst} : ${dst:t})"
    ptoas:
      # 0.27's pto.trowexpandadd has no tmp operand (facts §2.2): the
      # scratch is left out there
      forms:
        - {ptoas: "<0.60", pto: "pto.trowexpandadd ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"}
      sets: [row_expand_binary, row_expand_column]
      rules:
        - {rule: dtype, args: [0, 1, dst], arch: a3, dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [0, 1, dst], arch: a5, dtypes: [base, i8], msg: "expects element type to be i8/i16/i32/f16/f32"}
        # 0.60 A2/A3 with tmp: the per-row operand col-major (mode 1), tmp a
        # vec tile of dst's element type holding 8192 bytes (what ptoas asks
        # when dst's valid rows are not static, as codegen types them)
        - {rule: layout, args: [row_vec], if_arg: tmp, arch: a3, ptoas: ">=0.60", layouts: [DN], msg: "expects A2/A3 tmp-form trowexpand to use mode 1 (ColMajor per-row scalar expanded operand)"}
        - {rule: mem, args: [tmp], arch: a3, ptoas: ">=0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: same_dtype, args: [tmp, dst], arch: a3, ptoas: ">=0.60", msg: "expects tmp element type to match dst"}
        - {rule: min_bytes, args: [tmp], arch: a3, ptoas: ">=0.60", value: 8192, msg: "expects A2/A3 tmp capacity to be at least 8192 bytes when dst valid rows are dynamic"}
BCAST(col_expand, tcolexpand, col_tile, <|Broadcasts a [1, C] row down the rows of a tile shaped like target.|>)
EXP(col_expand_add, tcolexpandadd, col_tile, <|Adds the per-column value of a [1, C] row to each column of target.|>)
EXP(col_expand_sub, tcolexpandsub, col_tile, <|Subtracts the per-column value of a [1, C] row from each column of target.|>)
EXP(col_expand_mul, tcolexpandmul, col_tile, <|Multiplies each column of target by the per-column value of a [1, C] row.|>)
EXP(col_expand_div, tcolexpanddiv, col_tile, <|Divides each column of target by the per-column value of a [1, C] row.|>)
EXP(col_expand_max, tcolexpandmax, col_tile, <|Elementwise maximum of each column of target and the per-column value of a [1, C] row.|>)
EXP(col_expand_min, tcolexpandmin, col_tile, <|Elementwise minimum of each column of target and the per-column value of a [1, C] row.|>)
EXP(col_expand_expdif, tcolexpandexpdif, col_tile, <|exp(target - v) where v is the per-column value of a [1, C] row.|>)
  - name: tile.fillpad
    category: expand
    op_category: TileOp
    doc: "Fills the region outside the valid shape with the pad value; the result is fully valid."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
    kwargs:
      - {name: pad_value, type: pad_value, dsl_default: zero}
    aliases:
      - {spelling: pl.fillpad}
    type: {rule: fillpad}
    memory: {output: Vec}
    pto: "pto.tfillpad ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"
    ptoas:
      rules:
        - {rule: elem_bytes, args: [0, dst], values: [1, 2, 4], msg: "expects element sizes of 1, 2 or 4 bytes"}
        - {rule: same_elem_bytes, args: [0, dst], msg: "expects src and dst element sizes to be equal"}
        - {rule: pad, args: [dst], pads: [zero, max, min], msg: "expects dst PadVal != Null for tfillpad"}
        - {rule: same_shape, args: [0, dst], ptoas: "<0.60", msg: "expects src and dst to have the same shape"}
  - name: tile.fillpad_inplace
    category: expand
    op_category: TileOp
    doc: "fillpad that writes into the input tile's own buffer."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
    kwargs:
      - {name: pad_value, type: pad_value, default: zero}
    type: {rule: fillpad}
    memory: {output: Vec, reuses: 0}
    arg_effects: {0: read_write}
    pto: "pto.tfillpad ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"
    ptoas:
      rules:
        - {rule: elem_bytes, args: [0, dst], values: [1, 2, 4], msg: "expects element sizes of 1, 2 or 4 bytes"}
        - {rule: same_elem_bytes, args: [0, dst], msg: "expects src and dst element sizes to be equal"}
        - {rule: pad, args: [dst], pads: [zero, max, min], msg: "expects dst PadVal != Null for tfillpad"}
        - {rule: same_shape, args: [0, dst], ptoas: "<0.60", msg: "expects src and dst to have the same shape"}
  - name: tile.fillpad_expand
    category: expand
    op_category: TileOp
    doc: "Copies a tile into a larger shape, filling everything outside the source's valid region with the pad value."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
      - {name: shape, kind: shape}
    kwargs:
      - {name: pad_value, type: pad_value, default: zero}
    aliases:
      - {spelling: pl.fillpad_expand}
    type: {rule: fillpad_expand}
    memory: {output: Vec}
    flags: [not_inplace_safe, functional_execution_memory_access]
    pto: "pto.tfillpad_expand ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"
    ptoas:
      # ptoas 0.60 folds tfillpad_expand into tfillpad (§1, ops removed in 0.60)
      forms:
        - {ptoas: ">=0.60", pto: "pto.tfillpad ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"}
      rules:
        - {rule: elem_bytes, args: [0, dst], values: [1, 2, 4], msg: "expects element sizes of 1, 2 or 4 bytes"}
        - {rule: same_elem_bytes, args: [0, dst], msg: "expects src and dst element sizes to be equal"}
        - {rule: pad, args: [dst], pads: [zero, max, min], msg: "expects dst PadVal != Null for tfillpad"}
        - {rule: mem, args: [0, dst], ptoas: ">=0.60", mems: [Vec], msg: "expects expanded TFILLPAD only for loc=vec"}
        - {rule: shape_ge_sum, args: [dst, 0], dim: 0, msg: "expects dst rows to be at least src rows"}
        - {rule: shape_ge_sum, args: [dst, 0], dim: 1, msg: "expects dst cols to be at least src cols"}
  - name: tile.expands
    category: expand
    op_category: TileOp
    doc: "A Vec tile shaped like target with every element the scalar."
    operands:
      - {name: target, kind: tile, mem: [Vec]}
      - {name: scalar, kind: scalar}
    aliases:
      - {spelling: pl.expands}
    type: {rule: same_as, arg: 0}
    memory: {output: Vec}
    layout: {inputs: [], output: true}
    # tile.full's texpands, the scalar converted to the element type (its
    # verifier wants the scalar's type to be the dst's element type)
    pto: "pto.texpands ins(${1@elem} : ${1@elem:t}) outs(${dst} : ${dst:t})"
    ptoas:
      rules:
        - {rule: mem, args: [dst], mems: [Vec, Mat], msg: "expects dst to be in the vec or mat address space"}
        - {rule: row_major, args: [dst], arch: a3, if_mem: Vec, msg: "expects vec dst to use row-major layout on A2/A3"}
        - {rule: dtype, args: [dst], arch: a3, ptoas: "<0.60", dtypes: [base], msg: "expects A2/A3 texpands dst element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [dst], arch: a3, ptoas: ">=0.60", dtypes: [base, BF16], msg: "expects A2/A3 texpands dst element type to be i16/i32/f16/f32/bf16"}
        - {rule: dtype, args: [dst], arch: a5, ptoas: "<0.60", dtypes: [base, i8], msg: "expects A5 texpands dst element type to be i8/i16/i32/f16/f32"}
        - {rule: dtype, args: [dst], arch: a5, ptoas: ">=0.60", dtypes: [base, i8, BF16], msg: "expects A5 texpands dst element type to be i8/i16/i32/f16/f32/bf16"}
