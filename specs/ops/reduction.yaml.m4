m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Row / column reductions (reference ops-and-backends.md 1.D).  None of
m4_dnl them has a row-major layout constraint.
m4_dnl
m4_dnl ROW(name, pto op, doc, type rule, extra lines): tile + scratch tmp_tile.
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
    memory: {output: Vec}
    flags: [not_inplace_safe]
    pto: "pto.$2 ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
$5|>)m4_dnl
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
|>)m4_dnl
m4_define(<|TMPCHK|>, <|    checks:
      - {check: same_dtype, args: [0, 1]}
$1|>)m4_dnl
ops:
ROW(row_sum, trowsum, <|Sum of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK|>)
ROW(row_max, trowmax, <|Maximum of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK|>)
ROW(row_min, trowmin, <|Minimum of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK(<|      - {check: dtype_in, arg: 0, dtypes: [INT16, INT32, FP16, FP32]}
|>)|>)
ROW(row_prod, trowprod, <|Product of each row into an [R, 1] column tile; needs a scratch tile at least as large as the input.|>, {rule: row_reduce}, <|TMPCHK|>)
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
    memory: {output: Vec}
    pto: "pto.tcolsum ins(${0}$[, ${1}  {isBinary = true}$] : ${0:t}$[, ${1:t}$]) outs(${dst} : ${dst:t})"
