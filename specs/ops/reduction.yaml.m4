m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Row / column reductions (reference ops-and-backends.md 1.D).  None of
m4_dnl them has a row-major layout constraint.
m4_dnl
m4_dnl ROW(name, pto op, doc, type rule, extra lines[, SCRATCH]): tile + scratch tmp_tile;
m4_dnl SCRATCH: a tmp_tile at least as large as the input, which a lane split leaves whole.
m4_define(<|ROW|>, <|  - name: tile.$1
    category: reduction
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
      - {name: tmp_tile, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.$1}
    type: $4
m4_ifelse(<|$6|>, <|SCRATCH|>, <|    lane_invariant: {1: scratch}
|>)m4_dnl
    memory: {output: Vec}
    flags: [not_inplace_safe]
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
$5
m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
m4_dnl COL(name, pto op, doc): single-operand column reduction.
m4_define(<|COL|>, <|  - name: tile.$1
    category: reduction
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.$1}
    type: {rule: col_reduce}
    memory: {output: Vec}
    flags: [functional_execution_memory_access]
    pto: "pto.$2 ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"

m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
m4_define(<|TMPCHK|>, <|    checks:
      - {check: same_dtype, args: [0, 1]}
$1|>)m4_dnl
m4_dnl ptoas verifier rules of the ops the macros above define (PTOAS_<name>,
m4_dnl specs/README.md "ptoas")
m4_define(<|PTOAS_row_sum|>, <|    ptoas:
      empty_noop: ">=0.60"
      sets: [row_reduce, row_reduce_tmp]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_max|>, <|    ptoas:
      empty_noop: ">=0.60"
      sets: [row_reduce, row_reduce_tmp]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_row_min|>, <|    ptoas:
      empty_noop: ">=0.60"
      sets: [row_reduce, row_reduce_tmp]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: mem, args: [tmp_tile], ptoas: "<0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: row_major, args: [tmp_tile], ptoas: "<0.60", msg: "expects tmp to use the row_major blayout"}
        - {rule: same_dtype, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same element type"}
        - {rule: same_valid, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same valid_shape"}
|>)m4_dnl
m4_define(<|PTOAS_row_prod|>, <|    ptoas:
      empty_noop: ">=0.60"
      sets: [row_reduce, row_reduce_tmp]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], dtypes: [base], msg: "expects element type to be i16/i32/f16/f32"}
        - {rule: mem, args: [tmp_tile], ptoas: "<0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: row_major, args: [tmp_tile], ptoas: "<0.60", msg: "expects tmp to use the row_major blayout"}
        - {rule: same_dtype, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same element type"}
        - {rule: same_valid, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same valid_shape"}
|>)m4_dnl
m4_define(<|PTOAS_row_argmax|>, <|    ptoas:
      sets: [row_reduce]
      rules:
        - {rule: dtype, args: [0], dtypes: [base], msg: "expects src element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [dst], dtypes: [INT32, UINT32], msg: "expects dst element type to be i32 or ui32"}
        - {rule: mem, args: [tmp_tile], ptoas: "<0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: same_dtype, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same element type"}
        - {rule: same_valid, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same valid_shape"}
        # 0.60 A2/A3 with tmp (facts §2.4): at least 32 bytes (ptoc types tmp
        # and src valid ?x?, so the stride bounds on valid extents do not apply)
        - {rule: min_bytes, args: [tmp_tile], arch: a3, ptoas: ">=0.60", value: 32, msg: "expects A2/A3 tmp capacity to be at least 32 bytes"}
|>)m4_dnl
m4_define(<|PTOAS_row_argmin|>, <|    ptoas:
      sets: [row_reduce]
      rules:
        - {rule: dtype, args: [0], dtypes: [base], msg: "expects src element type to be i16/i32/f16/f32"}
        - {rule: dtype, args: [dst], dtypes: [INT32, UINT32], msg: "expects dst element type to be i32 or ui32"}
        - {rule: mem, args: [tmp_tile], ptoas: "<0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: same_dtype, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same element type"}
        - {rule: same_valid, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same valid_shape"}
        # 0.60 A2/A3 with tmp (facts §2.4): at least 32 bytes (ptoc types tmp
        # and src valid ?x?, so the stride bounds on valid extents do not apply)
        - {rule: min_bytes, args: [tmp_tile], arch: a3, ptoas: ">=0.60", value: 32, msg: "expects A2/A3 tmp capacity to be at least 32 bytes"}
|>)m4_dnl
m4_define(<|PTOAS_col_argmax|>, <|    ptoas:
      sets: [col_reduce]
      rules:
        - {rule: dtype, args: [0], ptoas: "<0.60", dtypes: [half_float], msg: "expects src element type to be f16 or f32"}
        - {rule: elem_bytes, args: [0], ptoas: ">=0.60", values: [1, 2, 4], msg: "expects src element type to be 1, 2, or 4 bytes wide"}
        - {rule: dtype, args: [dst], dtypes: [INT32, UINT32], msg: "expects dst element type to be i32 or ui32"}
        - {rule: valid_eq, args: [dst], dim: 0, value: 1, msg: "expects dst valid_shape[0] to be 1"}
        - {rule: valid_min, args: [0], value: 1, msg: "expects src valid_shape to be non-zero"}
        # the tmp is VEC of src's element type in 0.27, and from 0.60 on A2/A3 only
        - {rule: mem, args: [tmp_tile], arch: a3, mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: mem, args: [tmp_tile], arch: a5, ptoas: "<0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: row_major, args: [tmp_tile], arch: a3, msg: "expects tmp to use the row_major blayout"}
        - {rule: row_major, args: [tmp_tile], arch: a5, ptoas: "<0.60", msg: "expects tmp to use the row_major blayout"}
        - {rule: same_dtype, args: [0, tmp_tile], arch: a3, msg: "expects src and tmp to have the same element type"}
        - {rule: same_dtype, args: [0, tmp_tile], arch: a5, ptoas: "<0.60", msg: "expects src and tmp to have the same element type"}
        - {rule: same_valid, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same valid_shape"}
        # 0.60 A2/A3 with tmp (facts §2.4): at least 32 bytes (ptoc types tmp
        # and src valid ?x?, so the stride bounds on valid extents do not apply)
        - {rule: min_bytes, args: [tmp_tile], arch: a3, ptoas: ">=0.60", value: 32, msg: "expects A2/A3 tmp capacity to be at least 32 bytes"}
        - {rule: valid_min, args: [tmp_tile], dims: [0], arch: a3, ptoas: ">=0.60", value: 1, msg: "expects A2/A3 tmp valid rows to be at least 1"}
|>)m4_dnl
m4_define(<|PTOAS_col_argmin|>, <|    ptoas:
      sets: [col_reduce]
      rules:
        - {rule: dtype, args: [0], ptoas: "<0.60", dtypes: [half_float], msg: "expects src element type to be f16 or f32"}
        - {rule: elem_bytes, args: [0], ptoas: ">=0.60", values: [1, 2, 4], msg: "expects src element type to be 1, 2, or 4 bytes wide"}
        - {rule: dtype, args: [dst], dtypes: [INT32, UINT32], msg: "expects dst element type to be i32 or ui32"}
        - {rule: valid_eq, args: [dst], dim: 0, value: 1, msg: "expects dst valid_shape[0] to be 1"}
        - {rule: valid_min, args: [0], value: 1, msg: "expects src valid_shape to be non-zero"}
        # the tmp is VEC of src's element type in 0.27, and from 0.60 on A2/A3 only
        - {rule: mem, args: [tmp_tile], arch: a3, mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: mem, args: [tmp_tile], arch: a5, ptoas: "<0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: row_major, args: [tmp_tile], arch: a3, msg: "expects tmp to use the row_major blayout"}
        - {rule: row_major, args: [tmp_tile], arch: a5, ptoas: "<0.60", msg: "expects tmp to use the row_major blayout"}
        - {rule: same_dtype, args: [0, tmp_tile], arch: a3, msg: "expects src and tmp to have the same element type"}
        - {rule: same_dtype, args: [0, tmp_tile], arch: a5, ptoas: "<0.60", msg: "expects src and tmp to have the same element type"}
        - {rule: same_valid, args: [0, tmp_tile], ptoas: "<0.60", msg: "expects src and tmp to have the same valid_shape"}
        # 0.60 A2/A3 with tmp (facts §2.4): at least 32 bytes (ptoc types tmp
        # and src valid ?x?, so the stride bounds on valid extents do not apply)
        - {rule: min_bytes, args: [tmp_tile], arch: a3, ptoas: ">=0.60", value: 32, msg: "expects A2/A3 tmp capacity to be at least 32 bytes"}
        - {rule: valid_min, args: [tmp_tile], dims: [0], arch: a3, ptoas: ">=0.60", value: 1, msg: "expects A2/A3 tmp valid rows to be at least 1"}
|>)m4_dnl
m4_define(<|PTOAS_col_max|>, <|    ptoas:
      sets: [col_reduce]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [half_float, i16, i32], msg: "expects element type to be f16/f32/i16/i32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [half_float, i16, i32, i8, BF16], msg: "expects element type to be f16/f32/i16/i32/i8/bf16"}
        - {rule: valid_min, args: [0], arch: a5, value: 1, msg: "expects src valid_shape to be non-zero"}
|>)m4_dnl
m4_define(<|PTOAS_col_min|>, <|    ptoas:
      sets: [col_reduce]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [half_float, i16, i32], msg: "expects element type to be f16/f32/i16/i32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [half_float, i16, i32, i8, BF16], msg: "expects element type to be f16/f32/i16/i32/i8/bf16"}
        - {rule: valid_min, args: [0], arch: a5, value: 1, msg: "expects src valid_shape to be non-zero"}
|>)m4_dnl
m4_define(<|PTOAS_col_prod|>, <|    ptoas:
      sets: [col_reduce]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [half_float, i16, i32], msg: "expects element type to be f16/f32/i16/i32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [half_float, i16, i32, BF16], msg: "expects element type to be i16/i32/f16/bf16/f32"}
|>)m4_dnl
ops:
ROW(row_sum, trowsum, <|Sum of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK|>, SCRATCH)
ROW(row_max, trowmax, <|Maximum of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK|>, SCRATCH)
ROW(row_min, trowmin, <|Minimum of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK(<|      - {check: dtype_in, arg: 0, dtypes: [INT16, INT32, FP16, FP32]}
|>)|>, SCRATCH)
ROW(row_prod, trowprod, <|Product of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK|>, SCRATCH)
ROW(row_argmax, trowargmax, <|Column index of each row's maximum as an INT32 [R, 1] tile; the scratch tile must match the input shape.|>, <|{rule: row_reduce, dtype: INT32}|>, <|TMPCHK(<|      - {check: same_shape, args: [0, 1]}
|>)|>)
ROW(row_argmin, trowargmin, <|Column index of each row's minimum as an INT32 [R, 1] tile; the scratch tile must match the input shape.|>, <|{rule: row_reduce, dtype: INT32}|>, <|TMPCHK(<|      - {check: same_shape, args: [0, 1]}
|>)|>)
ROW(col_argmax, tcolargmax, <|Row index of each column's maximum as an INT32 [1, C] tile; needs a scratch tile.|>, <|{rule: col_reduce, dtype: INT32}|>)
ROW(col_argmin, tcolargmin, <|Row index of each column's minimum as an INT32 [1, C] tile; needs a scratch tile.|>, <|{rule: col_reduce, dtype: INT32}|>)
COL(col_max, tcolmax, <|Maximum of each column into a [1, C] row tile.|>)
COL(col_min, tcolmin, <|Minimum of each column into a [1, C] row tile.|>)
COL(col_prod, tcolprod, <|Product of each column into a [1, C] row tile.|>)
  - name: tile.col_sum
    category: reduction
    op_category: TileOp
    doc: "Sum of each column into a [1, C] row tile; passing the optional scratch tile selects the binary-tree path."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
      - {name: tmp_tile, kind: tile, mem: [Vec], optional: true}
    aliases:
      - {spelling: pl.col_sum}
    type: {rule: col_reduce}
    lane_invariant: {1: scratch}
    memory: {output: Vec}
    pto: "pto.tcolsum ins(${0}$[, ${1}  {isBinary = true}$] : ${0:t}$[, ${1:t}$]) outs(${dst} : ${dst:t})"
    ptoas:
      empty_noop: ">=0.60"
      sets: [col_reduce]
      rules:
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [half_float, i16, i32], msg: "expects element type to be f16/f32/i16/i32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [half_float, i16, i32, i8, BF16], msg: "expects element type to be f16/f32/i16/i32/i8/bf16"}
        - {rule: valid_min, args: [0], arch: a5, value: 1, msg: "expects src valid_shape to be non-zero"}
        # facts §2.4, 0.60 isBinary (ptoc passes it with tmp): tmp cols cover
        # the src valid cols, tmp holds ceil(rows / 2) x cols x bytes of the
        # src valid shape (where ptoas sees it static: a view)
        - {rule: shape_ge_valid, args: [tmp_tile, tile], dims: [1], ptoas: ">=0.60", msg: "expects tmp shape[1] to be at least src valid cols with isBinary"}
        - {rule: capacity, args: [tmp_tile, tile], valid: true, rows: [2, 0], elem: true, ptoas: ">=0.60", msg: "expects tmp capacity to be at least ceil(src valid rows / 2) x src valid cols x element bytes with isBinary"}
