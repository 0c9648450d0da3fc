m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Matmul family (reference ops-and-backends.md 1.G).  Results live in Acc.
m4_dnl The accumulating forms put the result SSA first inside ins(...) (emit
m4_dnl kind acc_in_ins) and write their result into operand 0's buffer.
m4_dnl matmul_acc / gemv_acc (emit kind acc_init) also take an optional
m4_dnl init_cond: their template holds the overwriting ${init} form and the
m4_dnl ${accumulate} form, and the handler picks one (or both, under scf.if).
m4_dnl The MX forms and tile.tget_scale_addr exist on Ascend950 only (910B
m4_dnl excludes them in its backend file).
m4_dnl
m4_dnl GEMV_PHASE: the optional accPhase attribute after outs(...).
m4_define(<|GEMV_PHASE|>, <|$[?acc_phase  {accPhase = #pto<acc_phase ${kw:acc_phase|acc_phase}>}$]|>)m4_dnl
m4_define(<|ACC_PHASE_KW|>, <|    kwargs:
      - {name: acc_phase, type: str, enum: acc_phase, default: unspecified}
|>)m4_dnl
ops:
  - name: tile.matmul
    category: matmul
    op_category: TileOp
    doc: "Matrix product of a Left [M, K] and a Right [K, N] tile into an Acc [M, N] tile (FP32 for float inputs, INT32 for integer)."
    operands:
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
    aliases:
      - {spelling: pl.matmul}
    type: {rule: matmul}
    checks:
      - {check: rank, arg: 0, rank: 2}
      - {check: rank, arg: 1, rank: 2}
      - {check: same_dtype, args: [0, 1]}
    memory: {output: Acc}
    flags: [functional_execution_memory_access, extracts_mat_slices]
    pto: "pto.tmatmul ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})"
    ptoas:
      sets: [matmul, matmul_shapes, matmul_types]

  - name: tile.matmul_bias
    category: matmul
    op_category: TileOp
    doc: "Matrix product plus a [1, N] bias row held in Bias memory."
    operands:
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
      - {name: bias, kind: tile, mem: [Bias]}
    aliases:
      - {spelling: pl.matmul_bias}
    type: {rule: matmul, bias: true}
    checks:
      - {check: rank, arg: 0, rank: 2}
      - {check: rank, arg: 1, rank: 2}
      - {check: same_dtype, args: [0, 1]}
    memory: {output: Acc}
    flags: [functional_execution_memory_access, extracts_mat_slices]
    pto: "pto.tmatmul.bias ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
    ptoas:
      sets: [matmul, matmul_shapes, matmul_types, matmul_bias]

  - name: tile.matmul_acc
    category: matmul
    op_category: TileOp
    doc: "Accumulates lhs @ rhs into an Acc tile in place; a true init_cond overwrites instead (plain pto.tmatmul; a runtime condition selects via scf.if)."
    operands:
      - {name: acc, kind: tile, mem: [Acc]}
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
      - {name: init_cond, kind: scalar, optional: true}
    aliases:
      - {spelling: pl.matmul_acc}
    type: {rule: matmul_acc}
    checks:
      - {check: dtype_in, arg: 3, dtypes: [BOOL]}
    memory: {output: Acc, reuses: 0}
    flags: [functional_execution_memory_access, extracts_mat_slices]
    arg_effects: {0: read_write}
    unfused: {op: tile.matmul, add: tile.add}
    emit: acc_init
    pto: "$[${init}pto.tmatmul ins(${1}, ${2} : ${1:t}, ${2:t}) outs(${dst} : ${dst:t})$]$[${accumulate}pto.tmatmul.acc ins(${dst}, ${1}, ${2} : ${dst:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})$]"
    ptoas:
      sets: [matmul, matmul_shapes, matmul_types]
      rules:
        - {rule: mem, args: [acc], mems: [Acc], msg: "expects acc_in to be in the acc address space"}

  - name: tile.gemv
    category: matmul
    op_category: TileOp
    doc: "Vector-matrix product of a one-row Left tile and a Right [K, N] tile; the Acc result is physically 16 rows with one valid row."
    operands:
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
ACC_PHASE_KW
    aliases:
      - {spelling: pl.gemv}
    type: {rule: gemv}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT8, FP16, BF16, FP32]}
      - {check: same_dtype, args: [0, 1]}
    memory: {output: Acc}
    flags: [functional_execution_memory_access]
    pto: "pto.tgemv ins(${0}, ${1} : ${0:t}, ${1:t}) outs(${dst} : ${dst:t})GEMV_PHASE"
    ptoas:
      sets: [matmul, gemv_shapes, matmul_types]

  - name: tile.gemv_bias
    category: matmul
    op_category: TileOp
    doc: "gemv plus a [1, N] bias row held in Bias memory."
    operands:
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
      - {name: bias, kind: tile, mem: [Bias]}
ACC_PHASE_KW
    aliases:
      - {spelling: pl.gemv_bias}
    type: {rule: gemv, bias: true}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT8, FP16, BF16, FP32]}
      - {check: same_dtype, args: [0, 1]}
    memory: {output: Acc}
    flags: [functional_execution_memory_access]
    pto: "pto.tgemv.bias ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})GEMV_PHASE"
    ptoas:
      sets: [matmul, gemv_shapes, matmul_types, matmul_bias]

  - name: tile.gemv_acc
    category: matmul
    op_category: TileOp
    doc: "Accumulates a gemv product into an Acc tile of the gemv result type, in place; a true init_cond overwrites instead (plain pto.tgemv; a runtime condition selects via scf.if)."
    operands:
      - {name: acc, kind: tile, mem: [Acc]}
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
      - {name: init_cond, kind: scalar, optional: true}
ACC_PHASE_KW
    aliases:
      - {spelling: pl.gemv_acc}
    type: {rule: gemv_acc}
    checks:
      - {check: dtype_in, arg: 3, dtypes: [BOOL]}
    memory: {output: Acc, reuses: 0}
    flags: [functional_execution_memory_access]
    arg_effects: {0: read_write}
    emit: acc_init
    pto: "$[${init}pto.tgemv ins(${1}, ${2} : ${1:t}, ${2:t}) outs(${dst} : ${dst:t})$]$[${accumulate}pto.tgemv.acc ins(${dst}, ${1}, ${2} : ${dst:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})$]GEMV_PHASE"
    ptoas:
      sets: [matmul, gemv_shapes, matmul_types]
      rules:
        - {rule: mem, args: [acc], mems: [Acc], msg: "expects acc_in to be in the acc address space"}

  - name: tile.matmul_mx
    category: matmul
    op_category: TileOp
    doc: "MX-scaled FP8 matrix product: FP8E4M3FN lhs/rhs with FP8E8M0 block scales, FP32 Acc result (Ascend950 only)."
    operands:
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: lhs_scale, kind: tile, mem: [LeftScale]}
      - {name: rhs, kind: tile, mem: [Right]}
      - {name: rhs_scale, kind: tile, mem: [RightScale]}
    aliases:
      - {spelling: pl.matmul_mx}
    type: {rule: matmul_mx}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP8E4M3FN]}
      - {check: dtype_in, arg: 1, dtypes: [FP8E8M0]}
      - {check: dtype_in, arg: 2, dtypes: [FP8E4M3FN]}
      - {check: dtype_in, arg: 3, dtypes: [FP8E8M0]}
    memory: {output: Acc}
    pto: "pto.tmatmul.mx ins(${0}, ${1}, ${2}, ${3} : ${0:t}, ${1:t}, ${2:t}, ${3:t}) outs(${dst} : ${dst:t})"
    ptoas:
      sets: [matmul, matmul_shapes]
      rules:
        - {rule: reject, arch: a3, ptoas: ">=0.60", msg: "tmatmul.mx is only supported on A5 targets"}
        - {rule: dtype, args: [lhs, rhs], arch: a5, dtypes: [fp8], msg: "expects A5 mx operands a and b to use fp8 element types"}
        - {rule: dtype, args: [dst], dtypes: [FP32], msg: "expects dst element type to be f32"}
        - {rule: mem, args: [lhs_scale, rhs_scale], mems: [LeftScale, RightScale], msg: "expects a_scale and b_scale to use loc=scaling"}
        - {rule: fractal, args: [lhs_scale, rhs_scale], arch: a5, ptoas: ">=0.60", values: [32], msg: "expects A5 a_scale and b_scale to use fractal 32"}
        # facts §2.5 0.60 A5: physical K a multiple of 64; the scales
        # [M, ceil(K/32)] row_major/row_major and [ceil(K/32), N]
        # col_major/col_major
        - {rule: shape_multiple, args: [lhs], arch: a5, ptoas: ">=0.60", dims: [1], value: 64, msg: "expects physical K to be a multiple of 64"}
        - {rule: mx_scale, args: [lhs_scale, lhs], arch: a5, ptoas: ">=0.60", value: 32, msg: "expects a_scale shape/valid_shape to be [M, ceil(K/32)]"}
        - {rule: mx_scale, args: [rhs_scale, rhs], arch: a5, ptoas: ">=0.60", value: 32, msg: "expects b_scale shape/valid_shape to be [ceil(K/32), N]"}
        - {rule: layout, args: [lhs_scale], arch: a5, ptoas: ">=0.60", layouts: [ZZ], msg: "expects a_scale to use the row_major blayout and the row_major slayout"}
        - {rule: layout, args: [rhs_scale], arch: a5, ptoas: ">=0.60", layouts: [NN], msg: "expects b_scale to use the col_major blayout and the col_major slayout"}

  - name: tile.matmul_mx_bias
    category: matmul
    op_category: TileOp
    doc: "matmul_mx plus an FP32 [1, N] bias row (Ascend950 only)."
    operands:
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: lhs_scale, kind: tile, mem: [LeftScale]}
      - {name: rhs, kind: tile, mem: [Right]}
      - {name: rhs_scale, kind: tile, mem: [RightScale]}
      - {name: bias, kind: tile, mem: [Bias]}
    aliases:
      - {spelling: pl.matmul_mx_bias}
    type: {rule: matmul_mx, bias: true}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP8E4M3FN]}
      - {check: dtype_in, arg: 1, dtypes: [FP8E8M0]}
      - {check: dtype_in, arg: 2, dtypes: [FP8E4M3FN]}
      - {check: dtype_in, arg: 3, dtypes: [FP8E8M0]}
      - {check: dtype_in, arg: 4, dtypes: [FP32]}
    memory: {output: Acc}
    pto: "pto.tmatmul.mx.bias ins(${0}, ${1}, ${2}, ${3}, ${4} : ${0:t}, ${1:t}, ${2:t}, ${3:t}, ${4:t}) outs(${dst} : ${dst:t})"
    ptoas:
      sets: [matmul, matmul_shapes, matmul_bias]
      rules:
        - {rule: reject, arch: a3, ptoas: ">=0.60", msg: "tmatmul.mx is only supported on A5 targets"}
        - {rule: dtype, args: [lhs, rhs], arch: a5, dtypes: [fp8], msg: "expects A5 mx operands a and b to use fp8 element types"}
        - {rule: dtype, args: [dst], dtypes: [FP32], msg: "expects dst element type to be f32"}
        - {rule: mem, args: [lhs_scale, rhs_scale], mems: [LeftScale, RightScale], msg: "expects a_scale and b_scale to use loc=scaling"}
        - {rule: fractal, args: [lhs_scale, rhs_scale], arch: a5, ptoas: ">=0.60", values: [32], msg: "expects A5 a_scale and b_scale to use fractal 32"}
        # facts §2.5 0.60 A5: physical K a multiple of 64; the scales
        # [M, ceil(K/32)] row_major/row_major and [ceil(K/32), N]
        # col_major/col_major
        - {rule: shape_multiple, args: [lhs], arch: a5, ptoas: ">=0.60", dims: [1], value: 64, msg: "expects physical K to be a multiple of 64"}
        - {rule: mx_scale, args: [lhs_scale, lhs], arch: a5, ptoas: ">=0.60", value: 32, msg: "expects a_scale shape/valid_shape to be [M, ceil(K/32)]"}
        - {rule: mx_scale, args: [rhs_scale, rhs], arch: a5, ptoas: ">=0.60", value: 32, msg: "expects b_scale shape/valid_shape to be [ceil(K/32), N]"}
        - {rule: layout, args: [lhs_scale], arch: a5, ptoas: ">=0.60", layouts: [ZZ], msg: "expects a_scale to use the row_major blayout and the row_major slayout"}
        - {rule: layout, args: [rhs_scale], arch: a5, ptoas: ">=0.60", layouts: [NN], msg: "expects b_scale to use the col_major blayout and the col_major slayout"}

  - name: tile.matmul_mx_acc
    category: matmul
    op_category: TileOp
    doc: "Accumulates an MX-scaled product into an FP32 Acc tile in place (Ascend950 only)."
    operands:
      - {name: acc, kind: tile, mem: [Acc]}
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: lhs_scale, kind: tile, mem: [LeftScale]}
      - {name: rhs, kind: tile, mem: [Right]}
      - {name: rhs_scale, kind: tile, mem: [RightScale]}
    aliases:
      - {spelling: pl.matmul_mx_acc}
    type: {rule: matmul_mx_acc}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP32]}
    memory: {output: Acc, reuses: 0}
    arg_effects: {0: read_write}
    emit: acc_in_ins
    pto: "pto.tmatmul.mx.acc ins(${dst}, ${1}, ${2}, ${3}, ${4} : ${dst:t}, ${1:t}, ${2:t}, ${3:t}, ${4:t}) outs(${dst} : ${dst:t})"
    ptoas:
      sets: [matmul, matmul_shapes]
      rules:
        - {rule: reject, arch: a3, ptoas: ">=0.60", msg: "tmatmul.mx is only supported on A5 targets"}
        - {rule: dtype, args: [lhs, rhs], arch: a5, dtypes: [fp8], msg: "expects A5 mx operands a and b to use fp8 element types"}
        - {rule: dtype, args: [dst], dtypes: [FP32], msg: "expects dst element type to be f32"}
        - {rule: mem, args: [lhs_scale, rhs_scale], mems: [LeftScale, RightScale], msg: "expects a_scale and b_scale to use loc=scaling"}
        - {rule: fractal, args: [lhs_scale, rhs_scale], arch: a5, ptoas: ">=0.60", values: [32], msg: "expects A5 a_scale and b_scale to use fractal 32"}
        # facts §2.5 0.60 A5: physical K a multiple of 64; the scales
        # [M, ceil(K/32)] row_major/row_major and [ceil(K/32), N]
        # col_major/col_major
        - {rule: shape_multiple, args: [lhs], arch: a5, ptoas: ">=0.60", dims: [1], value: 64, msg: "expects physical K to be a multiple of 64"}
        - {rule: mx_scale, args: [lhs_scale, lhs], arch: a5, ptoas: ">=0.60", value: 32, msg: "expects a_scale shape/valid_shape to be [M, ceil(K/32)]"}
        - {rule: mx_scale, args: [rhs_scale, rhs], arch: a5, ptoas: ">=0.60", value: 32, msg: "expects b_scale shape/valid_shape to be [ceil(K/32), N]"}
        - {rule: layout, args: [lhs_scale], arch: a5, ptoas: ">=0.60", layouts: [ZZ], msg: "expects a_scale to use the row_major blayout and the row_major slayout"}
        - {rule: layout, args: [rhs_scale], arch: a5, ptoas: ">=0.60", layouts: [NN], msg: "expects b_scale to use the col_major blayout and the col_major slayout"}
        - {rule: mem, args: [acc], mems: [Acc], msg: "expects acc_in to be in the acc address space"}

  - name: tile.tget_scale_addr
    category: matmul
    op_category: TileOp
    doc: "Binds an MX scale tile to the scale address of an FP8 Left/Right operand (compiler-generated; Ascend950 only)."
    operands:
      - {name: dst_scale, kind: tile}
      - {name: src, kind: tile}
    type: {rule: same_as, arg: 0}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP8E8M0]}
      - {check: dtype_in, arg: 1, dtypes: [FP8E4M3FN]}
    memory: {output: inherit, reuses: 0}
    arg_effects: {0: write}
    flags: [no_execution_memory_access]
    pto: "pto.tget_scale_addr ins(${1} : ${1:t}) outs(${dst} : ${dst:t})"
    ptoas:
      rules:
        - {rule: mem, args: [dst], mems: [LeftScale, RightScale], msg: "expects dst to use loc=scaling"}
        # 0.27 binds a scale of its data tile's shape; from 0.60 the scale has
        # the data's geometry with K counted in blocks of 32, as tmatmul.mx reads it.
        # The verifier facts state the same-shape rule for both versions, but the
        # scale a binding makes is the one tmatmul.mx reads, which the facts want
        # [M, ceil(K/32)] / [ceil(K/32), N]: no 0.60 program could meet both.
        - {rule: same_shape, args: [src, dst], ptoas: "<0.60", msg: "expects src and dst to have the same shape"}
        - {rule: same_valid, args: [src, dst], ptoas: "<0.60", msg: "expects src and dst to have the same valid_shape"}
        - {rule: mx_scale, value: 32, args: [dst, src], ptoas: ">=0.60", if_mem: LeftScale, msg: "expects dst shape/valid_shape to be [M, ceil(K/32)]"}
        - {rule: mx_scale, value: 32, args: [dst, src], ptoas: ">=0.60", if_mem: RightScale, msg: "expects dst shape/valid_shape to be [ceil(K/32), N]"}

  - name: tile.batch_matmul
    category: matmul
    op_category: TileOp
    doc: "Batched matrix product of tiles of rank >= 2: batch dims broadcast, [.., M, K] x [.., K, N] into an Acc tile (FP32, INT32 for integers); unrolled to tile.matmul by FlattenTileNdTo2D."
    operands:
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
    aliases:
      - {spelling: pl.batch_matmul}
    type: {rule: matmul}
    memory: {output: Acc}
    flags: [functional_execution_memory_access]
    emit: unsupported
    emit_note: "FlattenTileNdTo2D unrolls it into 2-D tile.matmul calls"
    unbatched: tile.matmul

  - name: tile.batch_matmul_acc
    category: matmul
    op_category: TileOp
    doc: "acc + lhs x rhs for tiles of rank >= 2 (lhs / rhs batch dims broadcast to acc's); the accumulator is updated in place."
    operands:
      - {name: acc, kind: tile, mem: [Acc]}
      - {name: lhs, kind: tile, mem: [Left]}
      - {name: rhs, kind: tile, mem: [Right]}
    aliases:
      - {spelling: pl.batch_matmul_acc}
    type: {rule: matmul_acc}
    memory: {output: Acc, reuses: 0}
    emit: unsupported
    emit_note: "FlattenTileNdTo2D unrolls it into 2-D tile.matmul_acc calls"
    unbatched: tile.matmul_acc
