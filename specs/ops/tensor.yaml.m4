m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Tensor-level ops: whole-tensor values before ConvertTensorToTileOps
m4_dnl lowers them to tile ops.  None of them reaches PTO codegen (the few that
m4_dnl do, tensor.read/write/dim/view, live in datamove.yaml).
m4_dnl
m4_define(<|NOEMIT|>, <|    emit: unsupported
    emit_note: "a tensor-level op: ConvertTensorToTileOps lowers it to tile ops before codegen"
|>)m4_dnl
m4_dnl SEL_TMP(name): the pto.tsel scratch of a lowering.  The reference's
m4_dnl ConvertTensorToTileOps makes it UINT8 [1, 32], which ptoas 0.60 rejects
m4_dnl on A2/A3 (4-byte elements there); UINT32 [1, 8], the tmp its own
m4_dnl tile-level cmp tests pass on every platform, holds the same 32 bytes and
m4_dnl passes both verifiers (A5 takes any placeholder).
m4_define(<|SEL_TMP|>, <|{name: $1, op: tile.create, args: ["[1, 8]"], kwargs: {dtype: UINT32, target_memory: Vec}}|>)m4_dnl
m4_dnl tensor.gather, rank 3: the index row (a, b) as [1, K]; the flat
m4_dnl indices index * cols(input) + k into a source row; k = 0 .. K-1
m4_define(<|GATHER_IDX_ROW|>, <|          - {name: gather_idx_win, op: tile.load, args: [1, "[gather_lv / dim($<||>1, 1), gather_lv % dim($<||>1, 1), 0]", "[1, 1, dim($<||>1, 2)]", "[1, 1, dim($<||>1, 2)]"], kwargs: {target_memory: Vec}}
          - {name: gather_idx_row, op: tile.reshape, args: [gather_idx_win, "[1, dim($<||>1, 2)]"]}|>)m4_dnl
m4_define(<|GATHER_COLS|>, <|          - {name: gather_cols, op: tile.ci, args: ["0:INT32", "[1, dim($<||>1, 2)]"], kwargs: {dtype: INT32, descending: false}}|>)m4_dnl
m4_define(<|GATHER_FLAT|>, <|          - {name: gather_idx_scaled, op: tile.muls, args: [gather_idx_row, "dim($<||>0, 2):INT32"]}
          - {name: gather_flat_idx, op: tile.add, args: [gather_idx_scaled, gather_cols]}
          - {name: gather_row_tmp, op: tile.create, args: ["[1, dim($<||>1, 2)]"], kwargs: {dtype: INT32, target_memory: Vec}}
          - {name: gather_row, op: tile.gather, args: [gather_inp_row, gather_flat_idx, gather_row_tmp]}|>)m4_dnl
m4_dnl PAGED_GATHER(when, accumulator shape, row's dst offset, transpose):
m4_dnl one alternative of tensor.paged_gather's lowering.
m4_define(<|PAGED_GATHER|>, <|      - op: tile.gather_row
        when: $1
        steps:
          - {name: pg_rows, op: tensor.dim, args: [1, "last_axis($<||>1)"]}
          - {name: paged_gather_acc, op: tile.create, args: ["$2"], kwargs: {dtype: "dtype($<||>0)", target_memory: "kw(space)"}}
          - {name: pg_idx_raw, op: tensor.read, args: [1, "with_last(zeros($<||>1), pg_i)"]}
          - {name: pg_idx, value: "pg_idx_raw:INDEX"}
          - {name: pg_blk, value: "pg_idx / kw(block_size)"}
          - {name: pg_rem, value: "pg_idx % kw(block_size)"}
          - {name: pg_pblk_raw, op: tensor.read, args: [2, "with_last(zeros($<||>2), pg_blk)"]}
          - {name: pg_pblk, value: "pg_pblk_raw:INDEX"}
          - {name: pg_phys, value: "pg_pblk * kw(block_size) + pg_rem"}
        loop: {var: pg_i, extent: pg_rows, iter: paged_gather_iter, init: paged_gather_acc, result: paged_gather_result, yield: pg_row, body: 2}
        args: [paged_gather_iter, 0, "$3", "[pg_phys, kw(col_off)]", "[1, kw(size)]"]
        kwargs: {transpose: $4}|>)m4_dnl
m4_dnl CMP_SEL_STEPS: the 1, the 0 and the tsel scratch of tensor.cmp's lowering.
m4_define(<|CMP_SEL_STEPS|>, <|          - {name: cmp_one, op: tile.full, args: ["shape($out)", "1:dtype($out)"], kwargs: {dtype: "dtype($out)"}}
          - {name: cmp_zero, op: tile.full, args: ["shape($out)", "0:dtype($out)"], kwargs: {dtype: "dtype($out)"}}
          - SEL_TMP(cmp_tmp)
|>)m4_dnl
m4_dnl BIN(name, doc, extra): tensor (op) tensor, numpy broadcast, Promote'd
m4_dnl dtype; spelled pl.<name> (the tensor x scalar op lists pl.tensor.<name>).
m4_define(<|BIN|>, <|  - name: tensor.$1
    category: elementwise_binary
    op_category: TensorOp
    doc: "$2"
    operands:
      - {name: lhs, kind: tensor}
      - {name: rhs, kind: tensor}
    aliases:
      - {spelling: pl.m4_ifelse(<|$1|>, <|and|>, <|and_|>, <|$1|>, <|or|>, <|or_|>, <|$1|>)}
$3<||>m4_ifdef(<|LOWER_$1|>, <|LOWER_$1|>, <|    lowers_to: tile.$1
|>)<||>NOEMIT|>)m4_dnl
m4_dnl SCAL(name, tensor-tensor name, doc, extra): tensor (op) scalar, spelled
m4_dnl pl.<name>, pl.<tensor-tensor name> and pl.tensor.<tensor-tensor name> (lhs's fill: LHS_FILL_<name>).
m4_define(<|SCAL|>, <|  - name: tensor.$1
    category: binary_scalar
    op_category: TensorOp
    doc: "$3"
    operands:
      - {name: lhs, kind: tensor<||>m4_ifdef(<|LHS_FILL_$1|>, <|, LHS_FILL_$1|>)}
      - {name: rhs, kind: scalar}
    aliases:
      - {spelling: pl.$1}
      - {spelling: pl.$2}
      - {spelling: pl.tensor.$2}
$4<||>m4_ifdef(<|LOWER_$1|>, <|LOWER_$1|>, <|    lowers_to: tile.$1
|>)<||>NOEMIT|>)m4_dnl
m4_define(<|PROMOTE|>, <|    type: {rule: broadcast, args: [0, 1], dtype: promote}
|>)m4_dnl
m4_define(<|LHS|>, <|    type: {rule: broadcast, args: [0, 1], dtype: lhs}
|>)m4_dnl
m4_define(<|BITDT|>, <|[INT8, UINT8, INT16, UINT16, INT32, UINT32]|>)m4_dnl
m4_define(<|BITS|>, <|LHS<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: BITDT}
      - {check: same_dtype, args: [0, 1]}
      - {check: same_shape, args: [0, 1]}
|>)m4_dnl
m4_define(<|BITSS|>, <|LHS<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: BITDT}
      - {check: int_dtype, arg: 1}
|>)m4_dnl
m4_dnl UN(name, doc, extra): one tensor, a new tensor of its shape and valid
m4_dnl shape; `extra` holds type and checks.
m4_define(<|UN|>, <|  - name: tensor.$1
    category: unary
    op_category: TensorOp
    doc: "$2"
    operands:
      - {name: input, kind: tensor}
    aliases:
      - {spelling: pl.m4_ifelse(<|$1|>, <|not|>, <|not_|>, <|$1|>)}
$3<||>m4_ifdef(<|LOWER_$1|>, <|LOWER_$1|>, <|    lowers_to: tile.$1
|>)<||>NOEMIT|>)m4_dnl
m4_define(<|SAME|>, <|    type: {rule: same_as, arg: 0, fresh: true}
|>)m4_dnl
m4_define(<|FLOAT|>, <|    type: {rule: same_as, arg: 0, dtype: float}
|>)m4_dnl
m4_dnl EXPV(name, vector, doc): tensor (op) a row [M, 1] or column [1, N]
m4_dnl vector, broadcast to the tensor's shape.
m4_define(<|EXPV|>, <|  - name: tensor.$1
    category: expand
    op_category: TensorOp
    doc: "$3"
    operands:
      - {name: tensor, kind: tensor}
      - {name: $2, kind: tensor}
    aliases:
      - {spelling: pl.$1}
    type: {rule: expand, arg: 0, with: 1}
    checks:
      - {check: rank_min, arg: 0, rank: 2}
      - {check: rank_min, arg: 1, rank: 2}
      - {check: bcast_vector, args: [0, 1], axis: m4_ifelse(<|$2|>, <|row_vec|>, <|-1|>, <|-2|>)}
m4_ifdef(<|LOWER_$1|>, <|LOWER_$1|>, <|    lowers_to: tile.$1
|>)<||>NOEMIT|>)m4_dnl
m4_dnl RED(name, row|col, doc, dtype): reduction of one axis (kwarg axis,
m4_dnl default the last for rows, the second to last for columns).
m4_define(<|RED|>, <|  - name: tensor.$1
    category: reduction
    op_category: TensorOp
    doc: "$3"
    operands:
      - {name: input, kind: tensor}
    kwargs:
      - {name: axis, type: int}
      - {name: keep_dim, type: bool}
    aliases:
      - {spelling: pl.$1}
    type: {rule: $2_reduce<||>m4_ifelse(<|$4|>, <||>, <||>, <|, dtype: $4|>)}
$5<||>m4_ifdef(<|LOWER_$1|>, <|LOWER_$1|>)<||>NOEMIT|>)m4_dnl
m4_dnl The lowerings (specs/README.md "lowers_to") of the ops the macros
m4_dnl below write: tile.<name> with operands and kwargs as they are, unless
m4_dnl LOWER_<name> says otherwise.
m4_define(<|BCAST|>, <|    lowers_to:
      - {op: tile.row_expand_$1, when: row_broadcast}
      - {op: tile.$1}
|>)m4_dnl
m4_define(<|LOWER_add|>, <|BCAST(add)|>)m4_dnl
m4_define(<|LOWER_sub|>, <|BCAST(sub)|>)m4_dnl
m4_define(<|LOWER_mul|>, <|BCAST(mul)|>)m4_dnl
m4_define(<|LOWER_div|>, <|BCAST(div)|>)m4_dnl
m4_define(<|LOWER_rsqrt|>, <|    lowers_to:
      - op: tile.rsqrt
        when: {kwarg: high_precision}
        steps:
          - {name: rsqrt_tmp, op: tile.create, args: ["shape($<||>0)"], kwargs: {dtype: "dtype($<||>0)", target_memory: Vec}}
        args: [0, rsqrt_tmp]
      - {op: tile.rsqrt, args: [0]}
|>)m4_dnl
m4_dnl A rank-2 reduction over its default axis (keep_dim as default) is the
m4_dnl tile reduction, with a scratch tile of the input's shape where it takes one.
m4_define(<|REDTMP|>, <|    lowers_to:
      - op: tile.$1
        when: {rank2: 0, unset: [axis, keep_dim]}
        steps:
          - {name: $1_tmp, op: tile.create, args: ["shape($<||>0)"], kwargs: {dtype: "dtype($<||>0)", target_memory: Vec}}
        args: [0, $1_tmp]
|>)m4_dnl
m4_define(<|REDONE|>, <|    lowers_to:
      - {op: tile.$1, when: {rank2: 0, unset: [axis, keep_dim]}, args: [0]}
|>)m4_dnl
m4_define(<|LOWER_row_sum|>, <|REDTMP(row_sum)|>)m4_dnl
m4_define(<|LOWER_row_max|>, <|REDTMP(row_max)|>)m4_dnl
m4_define(<|LOWER_row_min|>, <|REDTMP(row_min)|>)m4_dnl
m4_define(<|LOWER_row_prod|>, <|REDTMP(row_prod)|>)m4_dnl
m4_define(<|LOWER_row_argmax|>, <|REDTMP(row_argmax)|>)m4_dnl
m4_define(<|LOWER_row_argmin|>, <|REDTMP(row_argmin)|>)m4_dnl
m4_define(<|LOWER_col_argmax|>, <|REDTMP(col_argmax)|>)m4_dnl
m4_define(<|LOWER_col_argmin|>, <|REDTMP(col_argmin)|>)m4_dnl
m4_define(<|LOWER_col_sum|>, <|REDONE(col_sum)|>)m4_dnl
m4_define(<|LOWER_col_max|>, <|REDONE(col_max)|>)m4_dnl
m4_define(<|LOWER_col_min|>, <|REDONE(col_min)|>)m4_dnl
m4_define(<|LOWER_col_prod|>, <|REDONE(col_prod)|>)m4_dnl
m4_dnl xor needs a scratch tile; not lowered yet
m4_define(<|LOWER_xor|>, <||>)m4_dnl
m4_define(<|LOWER_xors|>, <||>)m4_dnl
ops:
  # ---- elementwise: tensor x tensor ----
BIN(add, Elementwise sum of two tensors with numpy broadcasting., <|PROMOTE|>)
BIN(sub, Elementwise difference lhs - rhs with numpy broadcasting., <|PROMOTE|>)
BIN(mul, Elementwise product of two tensors with numpy broadcasting., <|PROMOTE|>)
BIN(div, Elementwise quotient of two tensors with numpy broadcasting; high_precision for floats., <|    kwargs:
      - {name: high_precision, type: bool}
PROMOTE<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT16, INT32, FP16, FP32]}
      - {check: dtype_in, arg: 1, dtypes: [INT16, INT32, FP16, FP32]}
|>)
BIN(part_add, Partial elementwise sum of two tensors (lowered to tile.part_add)., <|    type: {rule: broadcast, args: [0, 1], dtype: promote, valid: full}
|>)
BIN(part_mul, Partial elementwise product of two tensors (lowered to tile.part_mul)., <|    type: {rule: broadcast, args: [0, 1], dtype: promote, valid: full}
|>)
BIN(part_max, Partial elementwise maximum of two tensors (lowered to tile.part_max)., <|    type: {rule: broadcast, args: [0, 1], dtype: promote, valid: full}
|>)
BIN(part_min, Partial elementwise minimum of two tensors (lowered to tile.part_min)., <|    type: {rule: broadcast, args: [0, 1], dtype: promote, valid: full}
|>)
BIN(fmod, Elementwise truncating remainder of two tensors of one dtype and shape., <|LHS<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT16, UINT16, INT32, UINT32, FP16, FP32]}
      - {check: same_dtype, args: [0, 1]}
      - {check: same_shape, args: [0, 1]}
|>)
BIN(and, Elementwise bitwise AND of two integer tensors of one dtype and shape., <|BITS|>)
BIN(or, Elementwise bitwise OR of two integer tensors of one dtype and shape., <|BITS|>)
BIN(xor, Elementwise bitwise XOR of two integer tensors of one dtype and shape (the scratch tile of pto.txor is allocated by the lowering)., <|BITS|>)
BIN(shl, Elementwise left shift of an integer tensor by per-element amounts; keeps lhs's dtype., <|BITS|>)
BIN(shr, Elementwise right shift of an integer tensor by per-element amounts; keeps lhs's dtype., <|BITS|>)
  - name: tensor.maximum
    category: elementwise_binary
    op_category: TensorOp
    doc: "Elementwise maximum of a tensor and a tensor (numpy broadcast) or a scalar."
    operands:
      - {name: lhs, kind: tensor}
      - {name: rhs, kind: tensor_or_scalar}
    aliases:
      - {spelling: pl.maximum}
PROMOTE<||>    lowers_to:
      - {op: tile.maximums, when: {scalar: 1}}
      - {op: tile.maximum}
NOEMIT
  - name: tensor.minimum
    category: elementwise_binary
    op_category: TensorOp
    doc: "Elementwise minimum of a tensor and a tensor (numpy broadcast) or a scalar."
    operands:
      - {name: lhs, kind: tensor}
      - {name: rhs, kind: tensor_or_scalar}
    aliases:
      - {spelling: pl.minimum}
PROMOTE<||>    lowers_to:
      - {op: tile.minimums, when: {scalar: 1}}
      - {op: tile.minimum}
NOEMIT
  - name: tensor.cmp
    category: select_compare
    op_category: TensorOp
    doc: "Elementwise comparison of a tensor with a tensor or a scalar (cmp_type 0 eq ... 5 ge), 0/1 values of the promoted dtype."
    operands:
      - {name: lhs, kind: tensor}
      - {name: rhs, kind: tensor_or_scalar}
    kwargs:
      - {name: cmp_type, type: int, enum: cmp}
    aliases:
      - {spelling: pl.cmp}
    type: {rule: broadcast, args: [0, 1], dtype: promote, valid: full}
    checks:
      - {check: kwarg_range, kwarg: cmp_type, min: 0, max: 5}
    # The packed predicate of tile.cmp / tile.cmps selects between 1 and 0
    # of the result's dtype (the reference's ConvertTensorToTileOps).
    lowers_to:
      - op: tile.sel
        when: {scalar: 1}
        forward: []
        steps:
          - {name: cmp_mask, op: tile.cmps, args: [0, 1], kwargs: {cmp_type: "kw(cmp_type)"}}
CMP_SEL_STEPS<||>        args: [cmp_mask, cmp_one, cmp_zero, cmp_tmp]
      - op: tile.sel
        forward: []
        steps:
          - {name: cmp_mask, op: tile.cmp, args: [0, 1], kwargs: {cmp_type: "kw(cmp_type)"}}
CMP_SEL_STEPS<||>        args: [cmp_mask, cmp_one, cmp_zero, cmp_tmp]
NOEMIT
  # ---- elementwise: tensor x scalar ----
m4_define(<|LHS_FILL_adds|>, <|fill: {kind: through, plus: rhs}|>)SCAL(adds, add, Adds a scalar to every element of a tensor., <|PROMOTE|>)
SCAL(subs, sub, Subtracts a scalar from every element of a tensor; keeps the tensor's dtype., <|LHS<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT8, INT16, INT32, FP16, FP32, BF16]}
      - {check: dtype_in, arg: 1, dtypes: [INT8, INT16, INT32, FP16, FP32, BF16]}
|>)
SCAL(muls, mul, Multiplies every element of a tensor by a scalar., <|PROMOTE|>)
SCAL(divs, div, Divides every element of a tensor by a scalar., <|PROMOTE|>)
SCAL(fmods, fmod, Truncating remainder of every element of a tensor by a scalar of its dtype., <|LHS<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT16, UINT16, INT32, UINT32, FP16, FP32]}
      - {check: same_dtype, args: [0, 1]}
|>)
SCAL(ands, and_, Bitwise AND of every element of an integer tensor with an integer scalar., <|BITSS|>)
SCAL(ors, or_, Bitwise OR of every element of an integer tensor with an integer scalar., <|BITSS|>)
SCAL(xors, xor, Bitwise XOR of every element of an integer tensor with an integer scalar., <|BITSS|>)
SCAL(shls, shl, Left shift of every element of an integer tensor by a scalar amount., <|BITSS|>)
SCAL(shrs, shr, Right shift of every element of an integer tensor by a scalar amount., <|BITSS|>)
  # ---- unary ----
UN(neg, Elementwise negation., <|SAME|>)
UN(abs, Elementwise absolute value., <|SAME|>)
UN(exp, Elementwise natural exponential (integer tensors give FP32)., <|FLOAT|>)
UN(log, Elementwise natural logarithm (integer tensors give FP32)., <|FLOAT<||>    kwargs:
      - {name: high_precision, type: bool}
|>)
UN(sqrt, Elementwise square root (integer tensors give FP32)., <|FLOAT|>)
UN(recip, Elementwise reciprocal 1/x (integer tensors give FP32)., <|FLOAT<||>    kwargs:
      - {name: high_precision, type: bool}
|>)
UN(rsqrt, Elementwise reciprocal square root (integer tensors give FP32); high_precision takes the scratch path., <|FLOAT<||>    kwargs:
      - {name: high_precision, type: bool}
|>)
UN(sin, Elementwise sine of an FP32 tensor (radians)., <|SAME<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP32]}
|>)
UN(cos, Elementwise cosine of an FP32 tensor (radians)., <|SAME<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP32]}
|>)
UN(not, Elementwise bitwise NOT of a 16-bit integer tensor., <|SAME<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT16, UINT16]}
|>)
  - name: tensor.cast
    category: cast
    op_category: TensorOp
    doc: "Converts a tensor's elements to another dtype (a new tensor of the same shape and valid shape)."
    operands:
      - {name: input, kind: tensor}
    kwargs:
      - {name: target_type, type: dtype, required: true}
      - {name: mode, type: int, enum: round_mode, dsl_default: round}
    aliases:
      - {spelling: pl.cast, positional: [input, target_type, mode], kwargs: {mode: round}}
    type: {rule: cast, kwarg: target_type}
    checks:
      - {check: kwarg_range, kwarg: mode, min: 0, max: 7}
    lowers_to: tile.cast
NOEMIT
  # ---- broadcast / expand ----
EXPV(row_expand_add, row_vec, Adds the per-row value of an [M, 1] tensor to each row.)
EXPV(row_expand_sub, row_vec, Subtracts the per-row value of an [M, 1] tensor from each row.)
EXPV(row_expand_mul, row_vec, Multiplies each row by the per-row value of an [M, 1] tensor.)
EXPV(row_expand_div, row_vec, Divides each row by the per-row value of an [M, 1] tensor.)
EXPV(row_expand_max, row_vec, Elementwise maximum of each row and the per-row value of an [M, 1] tensor.)
EXPV(row_expand_min, row_vec, Elementwise minimum of each row and the per-row value of an [M, 1] tensor.)
EXPV(row_expand_expdif, row_vec, exp(tensor - v) with v the per-row value of an [M, 1] tensor.)
EXPV(col_expand, col_vec, Broadcasts a [1, N] tensor down the rows of a tensor shaped like the first operand.)
EXPV(col_expand_add, col_vec, Adds the per-column value of a [1, N] tensor to each column.)
EXPV(col_expand_sub, col_vec, Subtracts the per-column value of a [1, N] tensor from each column.)
EXPV(col_expand_mul, col_vec, Multiplies each column by the per-column value of a [1, N] tensor.)
EXPV(col_expand_div, col_vec, Divides each column by the per-column value of a [1, N] tensor.)
EXPV(col_expand_max, col_vec, Elementwise maximum of each column and the per-column value of a [1, N] tensor.)
EXPV(col_expand_min, col_vec, Elementwise minimum of each column and the per-column value of a [1, N] tensor.)
EXPV(col_expand_expdif, col_vec, exp(tensor - v) with v the per-column value of a [1, N] tensor.)
  - name: tensor.row_expand
    category: expand
    op_category: TensorOp
    doc: "Broadcasts column 0 of each row across the row: dst[i, j] = src[i, 0]."
    operands:
      - {name: src, kind: tensor}
    aliases:
      - {spelling: pl.row_expand}
    type: {rule: same_as, arg: 0, valid: full}
NOEMIT
  - name: tensor.expands
    category: expand
    op_category: TensorOp
    doc: "A new tensor shaped like target with every element the scalar."
    operands:
      - {name: target, kind: tensor}
      - {name: scalar, kind: scalar}
    aliases:
      - {spelling: pl.expands}
    type: {rule: same_as, arg: 0, valid: full}
    lowers_to: tile.expands
NOEMIT
  - name: tensor.expand_clone
    category: expand
    op_category: TensorOp
    doc: "Copies a rank-3 tensor to the shape of target, repeating at most one unit dimension."
    operands:
      - {name: input, kind: tensor}
      - {name: target, kind: tensor}
    aliases:
      - {spelling: pl.expand_clone}
    type: {rule: same_as, arg: 1, valid: full, dtype_arg: 0}
    checks:
      - {check: rank, arg: 0, rank: 3}
      - {check: expandable, args: [0, 1]}
    # Stored into target: per row of dim 0 when dim 0 repeats, through
    # tile.col_expand per row when dim 1 does, through tile.row_expand when
    # dim 2 does, else at once.
    lowers_to:
      - op: tile.store
        when: {tensor: [0, 1], differ: 0}
        steps:
          - {name: expand_clone_input, op: tile.load, args: [0, "zeros($0)", "shape($0)", "valid_shape($0)"], kwargs: {target_memory: Vec}}
        loop: {var: i, extent: "dim($1, 0)", iter: expand_clone_acc, init: 1, result: expand_clone_d0_result, yield: expand_clone_d0_store, body: 1}
        args: [expand_clone_input, "[i, 0, 0]", expand_clone_acc]
      - op: tile.store
        when: {tensor: [0, 1], differ: 1}
        loop: {var: i, extent: "dim($1, 0)", iter: expand_clone_acc, init: 1, result: expand_clone_d1_result, yield: expand_clone_d1_store}
        steps:
          - {name: expand_clone_d1_input, op: tile.load, args: [0, "[i, 0, 0]", "[1, 1, dim(valid_shape($0), 2)]", "[1, 1, dim(valid_shape($0), 2)]"], kwargs: {target_memory: Vec}}
          - {name: expand_clone_d1_target, op: tile.create, args: ["[1, dim($1, 1), dim($1, 2)]"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
          - {name: expand_clone_d1_col, op: tile.col_expand, args: [expand_clone_d1_target, expand_clone_d1_input]}
        args: [expand_clone_d1_col, "[i, 0, 0]", expand_clone_acc]
      - op: tile.store
        when: {tensor: [0, 1], differ: 2}
        steps:
          - {name: expand_clone_input, op: tile.load, args: [0, "zeros($0)", "shape($0)", "valid_shape($0)"], kwargs: {target_memory: Vec}}
          - {name: expand_clone_d2_target, op: tile.create, args: ["shape($1)"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
          - {name: expand_clone_d2_row, op: tile.row_expand, args: [expand_clone_d2_target, expand_clone_input]}
        args: [expand_clone_d2_row, "zeros($1)", 1]
      - op: tile.store
        when: {tensor: [0, 1]}
        steps:
          - {name: expand_clone_input, op: tile.load, args: [0, "zeros($0)", "shape($0)", "valid_shape($0)"], kwargs: {target_memory: Vec}}
        args: [expand_clone_input, "zeros($0)", 1]
NOEMIT
  # ---- reductions ----
RED(row_sum, row, Sum along an axis (default the last; keep_dim keeps it as 1).)
RED(row_max, row, Maximum along an axis (default the last; keep_dim keeps it as 1).)
RED(row_min, row, Minimum along an axis (default the last; keep_dim keeps it as 1)., , <|    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT16, INT32, FP16, FP32]}
|>)
RED(row_prod, row, Product along an axis (default the last; keep_dim keeps it as 1).)
RED(row_argmax, row, Index (INT32) of the maximum along an axis (default the last)., INT32)
RED(row_argmin, row, Index (INT32) of the minimum along an axis (default the last)., INT32)
RED(col_sum, col, Sum along an axis (default the second to last; keep_dim keeps it as 1).)
RED(col_max, col, Maximum along an axis (default the second to last).)
RED(col_min, col, Minimum along an axis (default the second to last).)
RED(col_prod, col, Product along an axis (default the second to last).)
RED(col_argmax, col, Index (INT32) of the maximum along an axis (default the second to last)., INT32)
RED(col_argmin, col, Index (INT32) of the minimum along an axis (default the second to last)., INT32)
  # ---- matmul ----
  - name: tensor.matmul
    category: matmul
    op_category: TensorOp
    doc: "Matrix product [.., M, K] x [.., K, N] (a_trans / b_trans transpose an operand's last two dims; 1-D operands as vectors; batch dims broadcast); dtype out_dtype, else the promoted input dtype."
    operands:
      - {name: lhs, kind: tensor}
      - {name: rhs, kind: tensor}
    # the reference's builder passes the three flags always (its printer
    # writes them), out_dtype only when given
    kwargs:
      - {name: a_trans, type: bool, dsl_default: false}
      - {name: b_trans, type: bool, dsl_default: false}
      - {name: c_matrix_nz, type: bool, dsl_default: false}
      - {name: out_dtype, type: dtype}
    aliases:
      - {spelling: pl.matmul, positional: [lhs, rhs, out_dtype, a_trans, b_trans, c_matrix_nz]}
    type: {rule: matmul}
    # an operand of rank > 2 selects the batched tile op (FlattenTileNdTo2D unrolls it)
    lowers_to:
      - {op: tile.batch_matmul, when: {nd: [0, 1]}, bridge: [{arg: 0, mem: Mat, trans: a_trans}, {arg: 1, mem: Mat, trans: b_trans}], forward: []}
      - {op: tile.matmul, bridge: [{arg: 0, mem: Mat, trans: a_trans, pad_rows: 16}, {arg: 1, mem: Mat, trans: b_trans}], forward: []}
NOEMIT
  - name: tensor.matmul_acc
    category: matmul
    op_category: TensorOp
    doc: "acc + lhs x rhs (a_trans / b_trans); lhs and rhs of one dtype, acc FP32 (INT32 for integers) of the result's shape. A true init_cond overwrites acc with lhs x rhs instead (carried to tile.matmul_acc)."
    # init_cond is the reference's fourth operand; a_trans holds the fourth
    # positional slot of its DSL signature, so its printer writes the
    # predicate as init_cond= before the flags
    operands:
      - {name: acc, kind: tensor}
      - {name: lhs, kind: tensor}
      - {name: rhs, kind: tensor}
      - {name: init_cond, kind: scalar, optional: true, keyword: first}
    kwargs:
      - {name: a_trans, type: bool, dsl_default: false}
      - {name: b_trans, type: bool, dsl_default: false}
    aliases:
      - {spelling: pl.tensor.matmul_acc, positional: [acc, lhs, rhs, a_trans, b_trans, init_cond]}
      - {spelling: pl.matmul_acc, positional: [acc, lhs, rhs, a_trans, b_trans, init_cond]}
    type: {rule: matmul_acc}
    checks:
      - {check: dtype_in, arg: 3, dtypes: [BOOL]}
    lowers_to:
      - {op: tile.batch_matmul_acc, when: {nd: [0, 1, 2]}, bridge: [{arg: 1, mem: Mat, trans: a_trans}, {arg: 2, mem: Mat, trans: b_trans}], forward: []}
      - {op: tile.matmul_acc, bridge: [{arg: 1, mem: Mat, trans: a_trans}, {arg: 2, mem: Mat, trans: b_trans}], forward: []}
NOEMIT
  - name: tensor.a8w8_matmul_dequant
    category: matmul
    op_category: TensorOp
    doc: "INT8 x INT8 matrix product dequantized by per-row (act_scale [M] or [M, 1]) and per-column (weight_scale [N] or [1, N]) scales; FP32 (or BF16 out_dtype) result."
    operands:
      - {name: lhs_i8, kind: tensor}
      - {name: rhs_i8, kind: tensor}
      - {name: act_scale, kind: tensor}
      - {name: weight_scale, kind: tensor}
    kwargs:
      - {name: out_dtype, type: dtype}
      - {name: a_trans, type: bool}
      - {name: b_trans, type: bool}
    type: {rule: matmul, dtype: FP32}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT8]}
      - {check: dtype_in, arg: 1, dtypes: [INT8]}
      - {check: rank, arg: 0, rank: 2}
      - {check: rank, arg: 1, rank: 2}
      - {check: kwarg_dtype_in, kwarg: out_dtype, dtypes: [FP32, BF16]}
NOEMIT
  # ---- creation and memory ----
  - name: tensor.full
    category: memory
    op_category: TensorOp
    doc: "A new tensor of the given shape and dtype with every element the constant value."
    operands:
      - {name: shape, kind: shape}
      - {name: value, kind: scalar, keyword: true}
    kwargs:
      - {name: dtype, type: dtype, required: true}
    aliases:
      - {spelling: pl.full, positional: [shape, dtype, value]}
    type: {rule: full, tensor: true}
    lowers_to: tile.full
NOEMIT
  - name: tensor.ci
    category: memory
    op_category: TensorOp
    doc: "A new one-row integer tensor of consecutive values from start (descending counts down); lowered to tile.ci."
    operands:
      - {name: start, kind: scalar}
      - {name: shape, kind: shape}
    kwargs:
      - {name: dtype, type: dtype, required: true}
      - {name: descending, type: bool}
    aliases:
      - {spelling: pl.tensor.arange}
      - {spelling: pl.arange}
    type: {rule: ci, tensor: true}
    checks:
      - {check: kwarg_dtype_in, kwarg: dtype, dtypes: [INT16, INT32, UINT16, UINT32]}
    lowers_to: tile.ci
NOEMIT
  - name: tensor.random
    category: memory
    op_category: TensorOp
    doc: "A new 2-D INT32/UINT32 tensor of counter-based random numbers from two INT32 keys and four INT32 counters; lowered to tile.random."
    operands:
      - {name: key0, kind: scalar}
      - {name: key1, kind: scalar}
      - {name: counter0, kind: scalar}
      - {name: counter1, kind: scalar}
      - {name: counter2, kind: scalar}
      - {name: counter3, kind: scalar}
      - {name: shape, kind: shape}
    kwargs:
      - {name: dtype, type: dtype, required: true}
      - {name: rounds, type: int}
    type: {rule: random, tensor: true}
    checks:
      - {check: kwarg_dtype_in, kwarg: dtype, dtypes: [INT32, UINT32]}
      - {check: kwarg_in, kwarg: rounds, values: [7, 10]}
    lowers_to: tile.random
NOEMIT
  - name: tensor.alloc
    category: memory
    op_category: TensorOp
    doc: "Declares a DDR allocation of `size` bytes and returns its pointer (created by memory planning)."
    operands:
      - {name: memory_space, kind: memspace}
      - {name: size, kind: scalar}
    type: {rule: ptr_alloc}
    flags: [no_execution_memory_access]
    emit: none
  - name: tensor.slice
    category: data_movement
    op_category: TensorOp
    doc: "A window of a tensor (a view of the same memory): shape, offsets, an optional valid_shape (an empty list means none) and drop_dims (unit axes erased); pad_value and clamp (a window past the edge) as kwargs."
    operands:
      - {name: input, kind: tensor, fill: {kind: through}}
      - {name: shape, kind: shape}
      - {name: offset, kind: index_list}
      - {name: valid_shape, kind: shape, optional: true, default: []}
      - {name: drop_dims, kind: int_list, optional: true}
    kwargs:
      - {name: pad_value, type: pad_value}
      - {name: clamp, type: bool}
    aliases:
      - {spelling: pl.slice}
    type: {rule: slice}
    checks:
      - {check: no_mx, arg: 0}
    memory: {output: inherit}
    lowers_to:
      - {op: tile.load, when: {tensor: 0, present: 3}, args: [0, 2, 1, 3], kwargs: {target_memory: Vec}, forward: [], from_consumer: target_memory}
      - {op: tile.load, when: {tensor: 0}, args: [0, 2, 1, 1], kwargs: {target_memory: Vec}, forward: [], from_consumer: target_memory}
      - {op: tile.slice, when: {tile: 0, present: 3}, args: [0, 1, 2, 3], forward: [pad_value]}
      - {op: tile.slice, when: {tile: 0}, args: [0, 1, 2], forward: [pad_value]}
NOEMIT
  - name: tensor.assemble
    category: data_movement
    op_category: TensorOp
    doc: "Writes source into target at the offsets and returns the updated target (atomic: 1 adds instead of overwriting)."
    operands:
      - {name: target, kind: tensor}
      - {name: source, kind: tensor}
      - {name: offset, kind: index_list}
    kwargs:
      - {name: atomic, type: int, enum: atomic}
    aliases:
      - {spelling: pl.assemble}
    type: {rule: assemble}
    # no dtype check, as the reference's deduction: the source's elements are
    # stored unconverted (ptoas's tstore takes a tile of the tensor's element
    # size only)
    checks:
      - {check: kwarg_range, kwarg: atomic, min: 0, max: 1}
    lowers_to:
      - {op: tile.store, when: {tensor: 0, tile: 1}, args: [1, 2, 0], forward: [atomic]}
      - op: tile.store
        when: {tensor: [0, 1]}
        steps:
          - {name: assemble_src, op: tile.load, args: [1, "zeros($1)", "shape($1)", "valid_shape($1)"], kwargs: {target_memory: Vec}}
        args: [assemble_src, 2, 0]
        forward: [atomic]
      # a tensor into a tile (a pl.create_tensor local): loaded first
      - op: tile.assemble
        when: {tile: 0, tensor: 1}
        steps:
          - {name: assemble_src, op: tile.load, args: [1, "zeros($1)", "shape($1)", "shape($1)"], kwargs: {target_memory: Vec}}
        args: [0, assemble_src, 2]
        forward: []
      - {op: tile.assemble, when: {tile: 0}, forward: []}
NOEMIT
  - name: tensor.fillpad
    category: expand
    op_category: TensorOp
    doc: "Fills the elements outside a tensor's valid region with pad_value (zero, max or min); the result is fully valid."
    operands:
      - {name: tensor, kind: tensor}
    kwargs:
      - {name: pad_value, type: pad_value, default: zero}
    aliases:
      - {spelling: pl.fillpad, positional: [tensor, pad_value]}
    type: {rule: fillpad}
    lowers_to: tile.fillpad
NOEMIT
  - name: tensor.fillpad_expand
    category: expand
    op_category: TensorOp
    doc: "Copies a tensor into the top-left of a larger (constant) shape and fills the rest with pad_value."
    operands:
      - {name: tensor, kind: tensor}
      - {name: shape, kind: shape}
    kwargs:
      - {name: pad_value, type: pad_value, default: zero}
    aliases:
      - {spelling: pl.fillpad_expand, positional: [tensor, shape, pad_value]}
    type: {rule: fillpad_expand}
    lowers_to: tile.fillpad_expand
NOEMIT
  # ---- shape transforms ----
  - name: tensor.reshape
    category: data_movement
    op_category: TensorOp
    doc: "The tensor under a new shape of the same element count (optional valid_shape of the new shape)."
    operands:
      - {name: input, kind: tensor, fill: {kind: through}}
      - {name: shape, kind: shape}
      - {name: valid_shape, kind: shape, optional: true}
    aliases:
      - {spelling: pl.reshape}
    checks:
      - {check: dtype_not_in, arg: 0, dtypes: [FP4]}   # packed 4-bit: no element-wise reshape / axis swap
    type: {rule: reshape}
    lowers_to: {op: tile.reshape, args: [0, 1]}
NOEMIT
  - name: tensor.transpose
    category: data_movement
    op_category: TensorOp
    doc: "Swaps two axes (metadata only: the strides are swapped; swapping the last two toggles ND / DN); optional valid_shape in the result's order."
    operands:
      - {name: input, kind: tensor}
      - {name: axis1, kind: scalar}
      - {name: axis2, kind: scalar}
      - {name: valid_shape, kind: shape, optional: true}
    aliases:
      - {spelling: pl.transpose}
    checks:
      - {check: dtype_not_in, arg: 0, dtypes: [FP4]}   # packed 4-bit: no element-wise reshape / axis swap
    type: {rule: transpose}
    lowers_to: {op: tile.transpose, args: [0, 1, 2]}
NOEMIT
  - name: tensor.concat
    category: data_movement
    op_category: TensorOp
    doc: "Concatenates two 2-D tensors of one dtype and row count along the columns."
    operands:
      - {name: src0, kind: tensor}
      - {name: src1, kind: tensor}
    aliases:
      - {spelling: pl.concat}
    type: {rule: concat}
    lowers_to: tile.concat
NOEMIT
  - name: tensor.set_validshape
    category: data_movement
    op_category: TensorOp
    doc: "Sets the valid extents of a 2-D tensor without moving data (compiler-generated)."
    operands:
      - {name: tensor, kind: tensor}
      - {name: valid_rows, kind: scalar}
      - {name: valid_cols, kind: scalar}
    aliases:
      - {spelling: pl.set_validshape}
    type: {rule: set_validshape}
    lowers_to: tile.set_validshape
NOEMIT
  - name: tensor.reinterpret_view
    category: data_movement
    op_category: TensorOp
    doc: "The tensor's bytes seen as another dtype: the contiguous dimension scaled by the byte ratio, or the given shape."
    operands:
      - {name: input, kind: tensor}
      - {name: shape, kind: shape, optional: true, keyword: true}
    kwargs:
      - {name: dtype, type: dtype, required: true}
    aliases:
      - {spelling: pl.reinterpret_view, positional: [input, dtype]}
    type: {rule: reinterpret_view}
NOEMIT
  # ---- gather, scatter, sort ----
  - name: tensor.gather
    category: data_movement
    op_category: TensorOp
    doc: "torch.gather: out[i][j] = input[i][index[i][j]] along dim (lowered for rank 2 along the last dim, rank 3 along any); index has input's rank, no dim other than dim larger than input's, and the result's shape."
    operands:
      - {name: input, kind: tensor}
      - {name: index, kind: tensor, fill: {kind: index, of: input, dim: dim}}
    kwargs:
      - {name: dim, type: int, required: true}
    aliases:
      - {spelling: pl.tensor.gather, positional: [input, dim, index]}  # torch's order: pl.tensor.gather(src, -1, index)
      - {spelling: pl.gather, positional: [input, dim, index]}
    type: {rule: gather}
    flags: [dynamic_access]
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, FP32, INT16, INT32]}
      - {check: dtype_in, arg: 1, dtypes: [INT32]}
    # pto.tgather gathers within one source row only, so a rank-2 gather
    # along the last dim is a loop over the index rows: row i of input and
    # of index (loaded, or sliced when already a tile), a single-row
    # tile.gather with its [1, K] INT32 scratch, assembled into row i of a
    # [rows(index), K] accumulator.
    # Rank 3 (GM tensors) loops over the A * B index rows (a, b) =
    # (i / B, i % B) of an [A, B, K] accumulator.  Along the last dim the
    # source row is input[a, b, :]; along dim 1 it is the plane input[a],
    # along dim 0 the column input[:, b, :], each read as one row, and the
    # index row becomes flat indices into it: index * cols(input) + k
    # (k = 0 .. K-1, a tile.ci made once).  Other ranks and dims stay tensor
    # ops.
    lowers_to:
      - op: tile.assemble
        when: {tensor: [0, 1], rank3: 0, axis: [dim, 2]}
        steps:
          - {name: gather_acc_init, op: tile.create, args: ["shape($1)"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
          - {name: gather_inp_win, op: tile.load, args: [0, "[gather_lv / dim($1, 1), gather_lv % dim($1, 1), 0]", "[1, 1, dim($0, 2)]", "[1, 1, dim($0, 2)]"], kwargs: {target_memory: Vec}}
          - {name: gather_inp_row, op: tile.reshape, args: [gather_inp_win, "[1, dim($0, 2)]"]}
GATHER_IDX_ROW
          - {name: gather_row_tmp, op: tile.create, args: ["[1, dim($1, 2)]"], kwargs: {dtype: INT32, target_memory: Vec}}
          - {name: gather_row, op: tile.gather, args: [gather_inp_row, gather_idx_row, gather_row_tmp]}
        loop: {var: gather_lv, extent: "lead($1)", iter: gather_ia, init: gather_acc_init, result: gather_rv, yield: gather_asmbl, body: 1}
        args: [gather_ia, gather_row, "[gather_lv / dim($1, 1), gather_lv % dim($1, 1), 0]"]
      - op: tile.assemble
        when: {tensor: [0, 1], rank3: 0, axis: [dim, 1]}
        steps:
          - {name: gather_acc_init, op: tile.create, args: ["shape($1)"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
GATHER_COLS
          - {name: gather_inp_win, op: tile.load, args: [0, "[gather_lv / dim($1, 1), 0, 0]", "[1, dim($0, 1), dim($0, 2)]", "[1, dim($0, 1), dim($0, 2)]"], kwargs: {target_memory: Vec}}
          - {name: gather_inp_row, op: tile.reshape, args: [gather_inp_win, "[1, dim($0, 1) * dim($0, 2)]"]}
GATHER_IDX_ROW
GATHER_FLAT
        loop: {var: gather_lv, extent: "lead($1)", iter: gather_ia, init: gather_acc_init, result: gather_rv, yield: gather_asmbl, body: 2}
        args: [gather_ia, gather_row, "[gather_lv / dim($1, 1), gather_lv % dim($1, 1), 0]"]
      - op: tile.assemble
        when: {tensor: [0, 1], rank3: 0, axis: [dim, 0]}
        steps:
          - {name: gather_acc_init, op: tile.create, args: ["shape($1)"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
GATHER_COLS
          - {name: gather_inp_win, op: tile.load, args: [0, "[0, gather_lv % dim($1, 1), 0]", "[dim($0, 0), 1, dim($0, 2)]", "[dim($0, 0), 1, dim($0, 2)]"], kwargs: {target_memory: Vec}}
          - {name: gather_inp_row, op: tile.reshape, args: [gather_inp_win, "[1, dim($0, 0) * dim($0, 2)]"]}
GATHER_IDX_ROW
GATHER_FLAT
        loop: {var: gather_lv, extent: "lead($1)", iter: gather_ia, init: gather_acc_init, result: gather_rv, yield: gather_asmbl, body: 2}
        args: [gather_ia, gather_row, "[gather_lv / dim($1, 1), gather_lv % dim($1, 1), 0]"]
      - op: tile.assemble
        when: {rank2: 0, last_dim: dim}
        steps:
          - {name: gather_acc_init, op: tile.create, args: ["shape($1)"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
          - {name: gather_inp_row, op: tile.load, when: {tensor: 0}, args: [0, "[gather_lv, 0]", "[1, dim($0, 1)]", "[1, dim($0, 1)]"], kwargs: {target_memory: Vec}}
          - {name: gather_inp_row, op: tile.slice, when: {tile: 0}, args: [gather_inp_row, "[1, dim($0, 1)]", "[gather_lv, 0]", "[1, dim($0, 1)]"]}
          - {name: gather_idx_row, op: tile.load, when: {tensor: 1}, args: [1, "[gather_lv, 0]", "[1, dim($1, 1)]", "[1, dim($1, 1)]"], kwargs: {target_memory: Vec}}
          - {name: gather_idx_row, op: tile.slice, when: {tile: 1}, args: [gather_idx_row, "[1, dim($1, 1)]", "[gather_lv, 0]", "[1, dim($1, 1)]"]}
          - {name: gather_row_tmp, op: tile.create, args: ["[1, dim($1, 1)]"], kwargs: {dtype: INT32, target_memory: Vec}}
          - {name: gather_row, op: tile.gather, args: [gather_inp_row, gather_idx_row, gather_row_tmp]}
        loop: {var: gather_lv, extent: "dim($1, 0)", iter: gather_ia, init: gather_acc_init, result: gather_rv, yield: gather_asmbl, body: 1}
        args: [gather_ia, gather_row, "[gather_lv, 0]"]
NOEMIT
  - name: tensor.gather_mask
    category: data_movement
    op_category: TensorOp
    doc: "Selects the columns of each row of a 2-D tensor that a mask pattern marks (1-2 every 2nd, 3-6 every 4th, 7 all), optionally reinterpreted as output_dtype."
    operands:
      - {name: input, kind: tensor}
    kwargs:
      - {name: mask_pattern, type: int, enum: mask_pattern, required: true}
      - {name: output_dtype, type: dtype}
    aliases:
      - {spelling: pl.gather_mask}
      - {spelling: pl.tensor.gather}
      - {spelling: pl.gather}
    type: {rule: gather_mask}
    flags: [dynamic_access]
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, FP32, INT16, INT32]}
      - {check: kwarg_range, kwarg: mask_pattern, min: 1, max: 7}
    lowers_to: tile.gather_mask
NOEMIT
  - name: tensor.scatter
    category: data_movement
    op_category: TensorOp
    doc: "out = input with out[b, index[b, k]] = src[b, k] (2-D, last axis)."
    operands:
      - {name: input, kind: tensor}
      - {name: index, kind: tensor, fill: {kind: index, of: input, dim: dim}}
      - {name: src, kind: tensor}
    kwargs:
      - {name: dim, type: int, required: true}
    aliases:
      - {spelling: pl.scatter}
    type: {rule: same_as, arg: 0, valid: full}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT8, INT16, INT32, FP16, FP32, BF16]}
      - {check: dtype_in, arg: 1, dtypes: [INT16, INT32]}
      - {check: same_dtype, args: [0, 2]}
      - {check: rank, arg: 0, rank: 2}
      - {check: kwarg_in, kwarg: dim, values: [-1, 1]}
      - {check: flat_index, args: [1, 2, 0]}
    # The reference's ConvertTensorToTileOps: pto.tscatter takes flat
    # indices, so row i of index gains i * cols (a tile.ci of the src rows,
    # made a column and scaled; a one-row src keeps its index, as a [1, 1]
    # tci is not allowed); src and a 0/1 mask are scattered into zeros (the
    # scatter does not keep what it does not write) and tile.sel takes the
    # scattered values where the mask is set, input elsewhere.
    lowers_to:
      op: tile.sel
      bridge: [{arg: 0, mem: Vec}, {arg: 1, mem: Vec}, {arg: 2, mem: Vec}]
      forward: []
      steps:
        - {name: scatter_ci_rows, op: tile.ci, when: {multi_row: 2}, args: ["0:dtype($1)", "[1, dim($2, 0)]"], kwargs: {dtype: "dtype($1)", descending: false}}
        - {name: scatter_row_arange, op: tile.reshape, when: {multi_row: 2}, args: [scatter_ci_rows, "[dim($2, 0), 1]"]}
        - {name: scatter_row_base, op: tile.muls, when: {multi_row: 2}, args: [scatter_row_arange, "dim($0, 1):dtype($1)"]}
        - {name: scatter_flat_idx, op: tile.row_expand_add, when: {multi_row: 2}, args: [1, scatter_row_base]}
        - {name: scatter_values_zero, op: tile.full, args: ["shape($0)", "0:dtype($0)"], kwargs: {dtype: "dtype($0)"}}
        - {name: scatter_values, op: tile.scatter, args: [scatter_values_zero, 2, scatter_flat_idx]}
        - {name: scatter_mask_zero, op: tile.full, args: ["shape($0)", "0:mask($0)"], kwargs: {dtype: "mask($0)"}}
        - {name: scatter_ones, op: tile.full, args: ["shape($2)", "1:mask($0)"], kwargs: {dtype: "mask($0)"}}
        - {name: scatter_mask, op: tile.scatter, args: [scatter_mask_zero, scatter_ones, scatter_flat_idx]}
        - {name: scatter_pred, op: tile.cmps, args: [scatter_mask, "0:mask($0)"], kwargs: {cmp_type: ne}}
        - SEL_TMP(scatter_sel_tmp)
      args: [scatter_pred, scatter_values, 0, scatter_sel_tmp]
NOEMIT
  - name: tensor.scatter_mask
    category: data_movement
    op_category: TensorOp
    doc: "Writes the rows of a compact 2-D input into the mask-marked columns of dst."
    operands:
      - {name: input, kind: tensor}
      - {name: dst, kind: tensor}
    kwargs:
      - {name: mask_pattern, type: int, enum: mask_pattern, required: true}
    aliases:
      - {spelling: pl.scatter_mask}
    type: {rule: same_as, arg: 1, valid: full}
    checks:
      - {check: same_dtype, args: [0, 1]}
      - {check: kwarg_range, kwarg: mask_pattern, min: 1, max: 7}
NOEMIT
  - name: tensor.scatter_update
    category: data_movement
    op_category: TensorOp
    doc: "Updates the rows of input (2-D [rows, d] or 4-D [blocks, block_size, 1, d]) at the positions of a 2-D integer index with the rows of src."
    operands:
      - {name: input, kind: tensor}
      - {name: index, kind: tensor, fill: {kind: index, of: input, dim: 0}}
      - {name: src, kind: tensor}
    kwargs:
      - {name: dim, type: int}
    aliases:
      - {spelling: pl.scatter_update}
    type: {rule: same_as, arg: 0, valid: full}
    flags: [dynamic_access]
    checks:
      - {check: same_dtype, args: [0, 2]}
      - {check: rank, arg: 1, rank: 2}
      - {check: int_dtype, arg: 1}
      - {check: kwarg_in, kwarg: dim, values: [-2]}
    # Whole rows through tile.scatter of flat indices (index * d + column, an
    # [n, d] grid of n = src rows), then a scattered 0/1 mask selects between
    # the scattered rows and input (the reference's row-preserving blend).
    lowers_to:
      op: tile.sel
      bridge: [{arg: 0, mem: Vec}, {arg: 1, mem: Vec}, {arg: 2, mem: Vec}]
      forward: []
      steps:
        - {name: su_col, op: tile.ci, args: ["0:INT32", "[1, dim($0, 1)]"], kwargs: {dtype: INT32, descending: false}}
        - {name: su_tmpl, op: tile.full, args: ["[dim($2, 0), dim($0, 1)]", "0"], kwargs: {dtype: INT32}}
        - {name: su_col_nd, op: tile.col_expand, args: [su_tmpl, su_col]}
        - {name: su_idx_i32, op: tile.cast, args: [1], kwargs: {target_type: INT32, mode: none}, elide: true}
        - {name: su_idx_flat, op: tile.reshape, args: [su_idx_i32, "[dim($2, 0), 1]"]}
        - {name: su_row_base, op: tile.muls, args: [su_idx_flat, "dim($0, 1):INT32"]}
        - {name: su_flat_idx, op: tile.row_expand_add, args: [su_col_nd, su_row_base]}
        - {name: su_flat_idx_cast, op: tile.cast, args: [su_flat_idx], kwargs: {target_type: "index($0)", mode: none}, elide: true}
        - {name: su_v0, op: tile.full, args: ["shape($0)", "0.0"], kwargs: {dtype: "dtype($0)"}}
        - {name: su_vals, op: tile.scatter, args: [su_v0, 2, su_flat_idx_cast]}
        - {name: su_m0, op: tile.full, args: ["shape($0)", "0.0"], kwargs: {dtype: "mask($0)"}}
        - {name: su_ones, op: tile.full, args: ["[dim($2, 0), dim($0, 1)]", "1.0"], kwargs: {dtype: "mask($0)"}}
        - {name: su_mask, op: tile.scatter, args: [su_m0, su_ones, su_flat_idx_cast]}
        - {name: su_pred, op: tile.cmps, args: [su_mask, "0:mask($0)"], kwargs: {cmp_type: ne}}
        - {name: su_tmp, op: tile.create, args: ["[1, 32]"], kwargs: {dtype: UINT8, target_memory: Vec}}
      args: [su_pred, su_vals, 0, su_tmp]
NOEMIT
  - name: tensor.sort32
    category: misc
    op_category: TensorOp
    doc: "Sorts fixed 32-element blocks of an FP16/FP32 tensor with their indices (the last dimension doubles)."
    operands:
      - {name: src, kind: tensor}
      - {name: idx, kind: tensor}
    aliases:
      - {spelling: pl.sort32}
    type: {rule: sort32}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, FP32]}
    lowers_to: tile.sort32
NOEMIT
  - name: tensor.mrgsort_format1
    category: misc
    op_category: TensorOp
    doc: "Merge-sorts sorted runs of block_len (a positive multiple of 64) in one FP16/FP32 tensor."
    operands:
      - {name: src, kind: tensor}
      - {name: block_len, kind: scalar}
    aliases:
      - {spelling: pl.mrgsort}
      - {spelling: pl.tensor.mrgsort}
    type: {rule: mrgsort, format: 1}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, FP32]}
      - {check: int_dtype, arg: 1}
    lowers_to: tile.mrgsort_format1
NOEMIT
  - name: tensor.mrgsort_format2
    category: misc
    op_category: TensorOp
    doc: "Merge-sorts two to four sorted FP16/FP32 lists; the result's last dim is the sum of theirs.  The tile op's scratch is made by the conversion, not passed."
    operands:
      - {name: src0, kind: tensor}
      - {name: src1, kind: tensor}
      - {name: src2, kind: tensor, optional: true}
      - {name: src3, kind: tensor, optional: true}
    kwargs:
      - {name: exhausted, type: bool}
    aliases:
      - {spelling: pl.mrgsort}
      - {spelling: pl.tensor.mrgsort}
    type: {rule: mrgsort, format: 2, sum: true}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, FP32]}
      - {check: same_dtype, args: [0, 1, 2, 3]}
    # tile.mrgsort_format2 takes the sources, then a [.., sum of their cols]
    # scratch of src0's dtype (reference op_conversion_registry).
    lowers_to:
      - op: tile.mrgsort_format2
        when: {present: 3}
        steps:
          - {name: mrgsort2_tmp, op: tile.create, args: ["with_last(shape($0), sum_last($0, $1, $2, $3))"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
        args: [0, 1, 2, 3, mrgsort2_tmp]
      - op: tile.mrgsort_format2
        when: {present: 2}
        steps:
          - {name: mrgsort2_tmp, op: tile.create, args: ["with_last(shape($0), sum_last($0, $1, $2))"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
        args: [0, 1, 2, mrgsort2_tmp]
      - op: tile.mrgsort_format2
        steps:
          - {name: mrgsort2_tmp, op: tile.create, args: ["with_last(shape($0), sum_last($0, $1))"], kwargs: {dtype: "dtype($0)", target_memory: Vec}}
        args: [0, 1, mrgsort2_tmp]
NOEMIT
  - name: tensor.paged_gather
    category: data_movement
    op_category: TensorOp
    doc: "Gathers rows of a 2-D paged pool selected by logical indices through a block table into an on-chip [max_indices, size] buffer (transposed with is_trans)."
    operands:
      - {name: src, kind: tensor}
      - {name: indices, kind: tensor, fill: {kind: index, of: block_table, dim: -1, mul: block_size}}
      - {name: block_table, kind: tensor, fill: {kind: index, of: src, dim: 0, div: block_size}}
    kwargs:
      # in the order the reference's builder passes them, every one always
      # (its printer writes them all)
      - {name: block_size, type: int, required: true}
      - {name: size, type: int, required: true}
      - {name: max_indices, type: int, required: true}
      - {name: col_off, type: int, dsl_default: 0}
      - {name: is_trans, type: bool, dsl_default: false}
      - {name: is_b_matrix, type: bool, dsl_default: false}
      - {name: space, type: mem, dsl_default: Mat}
    aliases:
      - {spelling: pl.paged_gather}
    type: {rule: paged_gather}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, BF16, FP32, INT8]}
      - {check: rank, arg: 0, rank: 2}
      - {check: dtype_in, arg: 1, dtypes: [INT32]}
      - {check: dtype_in, arg: 2, dtypes: [INT32]}
    # A loop over the runtime index count (the last dim of indices): index
    # i is read from GM, mapped through the block table to the physical
    # row block_table[idx / block_size] * block_size + idx % block_size,
    # and that row of src is loaded by tile.gather_row straight into row i
    # (column i with is_trans) of a static [max_indices, size] accumulator
    # in `space` (Mat unless given).
    lowers_to:
PAGED_GATHER(<|{kwarg: is_trans, tensor: [0, 1, 2]}|>, <|[kw(size), kw(max_indices)]|>, <|[0, pg_i]|>, true)
PAGED_GATHER(<|{tensor: [0, 1, 2]}|>, <|[kw(max_indices), kw(size)]|>, <|[pg_i, 0]|>, false)
NOEMIT
  - name: tensor.create_l1
    category: memory
    op_category: TensorOp
    doc: "An on-chip (Mat) accumulator for row-by-row gather_row, seen as a tensor of the given static shape; lowered to tile.create."
    operands:
      - {name: shape, kind: shape}
    kwargs:
      - {name: dtype, type: dtype, required: true}
      - {name: transpose, type: bool, dsl_default: false}
    aliases:
      - {spelling: pl.create_l1, positional: [shape, dtype, transpose]}
    type: {rule: tensor_create}
    lowers_to: {op: tile.create, kwargs: {target_memory: Mat}}
NOEMIT
  - name: tensor.gather_row
    category: data_movement
    op_category: TensorOp
    doc: "Copies a window of a GM tensor into a create_l1 accumulator at dst_offset and returns the accumulator."
    operands:
      - {name: acc, kind: tensor}
      - {name: src, kind: tensor}
      - {name: dst_offset, kind: index_list}
      - {name: src_offset, kind: index_list}
      - {name: shapes, kind: shape}
      - {name: valid_shape, kind: shape, optional: true, keyword: first}
    kwargs:
      - {name: transpose, type: bool, dsl_default: false}
    aliases:
      - {spelling: pl.gather_row}
    type: {rule: same_as, arg: 0}
    checks:
      - {check: same_dtype, args: [0, 1]}
      - {check: window_extent, args: [4, 5], kwarg: transpose}
    lowers_to: {op: tile.gather_row, when: {tile: 0}}
NOEMIT
  # ---- cross-core, SPMD ids, debugging ----
  - name: tensor.aiv_shard
    category: cross_core
    op_category: CrossCoreOp
    doc: "The half of a 2-D tensor one vector lane holds across the cube-to-vector boundary (split 1 rows, 2 columns, 0 the whole; without split, the enclosing split scope's)."
    operands:
      - {name: input, kind: tensor}
    kwargs:
      - {name: split, type: int}
      - {name: lane_stride, type: int}
    aliases:
      - {spelling: pl.aiv_shard}
    type: {rule: split_reshape, halve: true}
    lowers_to: {op: tile.aiv_shard, result_mem: Vec}
NOEMIT
  - name: tensor.aic_gather
    category: cross_core
    op_category: CrossCoreOp
    doc: "The 2-D tensor the cube sees when the two vector lanes' halves are joined (split 1 rows, 2 columns, 0 the whole)."
    operands:
      - {name: input, kind: tensor}
    kwargs:
      - {name: split, type: int}
      - {name: lane_stride, type: int}
    aliases:
      - {spelling: pl.aic_gather}
    type: {rule: split_reshape, halve: false}
    lowers_to: {op: tile.aic_gather, result_mem: Mat}
NOEMIT
  - name: tensor.get_block_idx
    category: sync_system
    op_category: TensorOp
    doc: "The index of the current block (tensor-scope form of tile.get_block_idx)."
    operands: []
    aliases:
      - {spelling: pl.get_block_idx}
    type: {rule: scalar, dtype: INDEX}
    flags: [no_execution_memory_access]
    lowers_to: tile.get_block_idx
NOEMIT
  - name: tensor.get_subblock_idx
    category: sync_system
    op_category: TensorOp
    doc: "The index of the current vector sub-block (tensor-scope form of tile.get_subblock_idx)."
    operands: []
    aliases:
      - {spelling: pl.get_subblock_idx}
    type: {rule: scalar, dtype: INDEX}
    flags: [no_execution_memory_access]
    lowers_to: tile.get_subblock_idx
NOEMIT
  - name: tensor.get_block_num
    category: sync_system
    op_category: TensorOp
    doc: "The number of blocks of the current SPMD launch (tensor-scope form of tile.get_block_num)."
    operands: []
    aliases:
      - {spelling: pl.get_block_num}
    type: {rule: scalar, dtype: INDEX}
    flags: [no_execution_memory_access]
    lowers_to: tile.get_block_num
NOEMIT
  - name: tensor.runtime_print
    category: misc
    op_category: TensorOp
    doc: "Prints a tensor at run time (debugging) and returns it."
    aliases:
      - {spelling: pl.runtime_print}
    operands:
      - {name: tensor, kind: tensor}
    type: {rule: same_as, arg: 0}
NOEMIT
