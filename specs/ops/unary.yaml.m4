m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Unary / activation ops (reference ops-and-backends.md 1.C).
m4_dnl
m4_dnl UN(name, pto op, doc, extra lines): one Vec tile, result typed like it
m4_dnl (view inherited without fractal), DSL spelling pl.<name>.  Row-major
m4_dnl slots, flags and checks come in `extra` (four-space indent).
m4_define(<|UN|>, <|  - name: tile.$1
    category: unary
    op_category: TileOp
    doc: "$3"
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.m4_ifelse(<|$1|>, <|not|>, <|not_|>, <|$1|>)}
    type: {rule: same_as, arg: 0}
    memory: {output: Vec}
$4
m4_ifdef(<|PTOAS_$1|>, <|PTOAS_$1|>)|>)m4_dnl
m4_define(<|SIMPLE|>, <|    flags: [functional_execution_memory_access]
    pto: "pto.$1 ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"
|>)m4_dnl
m4_define(<|RM|>, <|    layout: {inputs: [0], output: true}
|>)m4_dnl
m4_dnl ptoas verifier rules of the ops the macros above define (PTOAS_<name>,
m4_dnl specs/README.md "ptoas")
m4_define(<|PTOAS_abs|>, <|    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
|>)m4_dnl
m4_define(<|PTOAS_exp|>, <|    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
|>)m4_dnl
m4_define(<|PTOAS_sqrt|>, <|    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
|>)m4_dnl
m4_define(<|PTOAS_relu|>, <|    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], dtypes: [INT32, UINT32, FP16, FP32], msg: "expects element type to be i32/f16/f32"}
|>)m4_dnl
m4_define(<|PTOAS_neg|>, <|    ptoas:
      rules:
        - {rule: mem, args: [0, dst], mems: [Vec], msg: "expects src and dst to be in the vec address space"}
        - {rule: same_dtype, args: [0, dst], msg: "expects src and dst to have the same element type"}
        - {rule: same_valid, args: [0, dst], arch: a3, msg: "expects src and dst to have the same valid_shape"}
        - {rule: same_valid, args: [0, dst], arch: a5, dims: [1], msg: "expects src and dst to have the same valid_shape[1]"}
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [base], msg: "expects element type to be i32/i16/f16/f32"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [base, i8, BF16], msg: "expects element type to be i8/i16/i32/f16/f32/bf16"}
|>)m4_dnl
m4_define(<|PTOAS_not|>, <|    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], arch: a3, dtypes: [i16], msg: "expects A2/A3 tnot element type to be i16"}
        - {rule: dtype, args: [0, dst], arch: a5, dtypes: [i8, i16, i32], msg: "expects element type to be i8/i16/i32"}
|>)m4_dnl
m4_define(<|PTOAS_log|>, <|    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
|>)m4_dnl
m4_define(<|PTOAS_recip|>, <|    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
        - {rule: distinct, args: [0, dst], arch: a3, msg: "expects A3 trecip src and dst to use different storage"}
|>)m4_dnl
ops:
UN(abs, tabs, Elementwise absolute value., <|RM<||>SIMPLE(tabs)|>)
UN(exp, texp, Elementwise natural exponential., <|RM<||>SIMPLE(texp)|>)
UN(sqrt, tsqrt, Elementwise square root., <|RM<||>SIMPLE(tsqrt)|>)
UN(relu, trelu, Elementwise ReLU (negative elements become zero)., <|RM<||>SIMPLE(trelu)|>)
UN(neg, tneg, Elementwise negation., <|SIMPLE(tneg)|>)
UN(not, tnot, Elementwise bitwise NOT of a 16-bit integer tile., <|RM<||>SIMPLE(tnot)<||>    checks:
      - {check: dtype_in, arg: 0, dtypes: [INT16, UINT16]}
|>)
UN(log, tlog, Elementwise natural logarithm of a float tile; optional high-precision mode., <|RM<||>    kwargs:
      - {name: high_precision, type: bool, default: false}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, FP32]}
    flags: [functional_execution_memory_access]
    pto: "pto.tlog ins(${0} : ${0:t}) outs(${dst} : ${dst:t})$[?high_precision  {precisionType = #pto<log_precision high_precision>}$]"
|>)
UN(recip, trecip, Elementwise reciprocal 1/x; optional high-precision mode (FP16/FP32 only)., <|RM<||>    kwargs:
      - {name: high_precision, type: bool, default: false}
    flags: [not_inplace_safe, functional_execution_memory_access]
    pto: "pto.trecip ins(${0} : ${0:t}) outs(${dst} : ${dst:t})$[?high_precision  {precisionType = #pto<recip_precision high_precision>}$]"
|>)
  - name: tile.rsqrt
    category: unary
    op_category: TileOp
    doc: "Elementwise reciprocal square root; passing the optional scratch tile selects the precise path."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
      - {name: tmp, kind: tile, mem: [Vec], optional: true}
    aliases:
      - {spelling: pl.rsqrt}
    type: {rule: same_as, arg: 0}
    memory: {output: Vec}
    flags: [not_inplace_safe]
    layout: {inputs: [0, 1], output: true}
    pto: "pto.trsqrt ins(${0}$[, ${1}$] : ${0:t}$[, ${1:t}$]) outs(${dst} : ${dst:t})"
    ptoas:
      sets: [unary]
      rules:
        - {rule: dtype, args: [0, dst], dtypes: [half_float], msg: "expects element type to be f16 or f32"}
        - {rule: mem, args: [tmp], mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: row_major, args: [tmp], msg: "expects tmp to use the row_major blayout"}
        - {rule: min_bytes, args: [tmp], value: 32, msg: "expects tmp to hold at least 32 bytes"}
  - name: tile.prelu
    category: unary
    op_category: TileOp
    doc: "Parametric ReLU: negative elements are scaled by the matching element of a slope tile; needs a scratch tile."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
      - {name: slope, kind: tile, mem: [Vec]}
      - {name: tmp, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.prelu}
    type: {rule: same_as, arg: 0}
    lane_invariant: {2: scratch}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP16, FP32]}
      - {check: same_dtype, args: [0, 1]}
      - {check: same_shape, args: [0, 1]}
      - {check: rank, arg: 0, rank: 2}
      - {check: rank, arg: 2, rank: 2}
    memory: {output: Vec}
    flags: [not_inplace_safe]
    layout: {inputs: [0, 1, 2], output: true}
    pto: "pto.tprelu ins(${0}, ${1}, ${2} : ${0:t}, ${1:t}, ${2:t}) outs(${dst} : ${dst:t})"
    ptoas:
      static_valid: ">=0.60"
      rules:
        - {rule: dtype, args: [0, 1, dst], dtypes: [half_float], msg: "expects dst/src0/src1 element type to be f16 or f32"}
        - {rule: same_dtype, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same element type"}
        - {rule: row_major, args: [0, 1, dst], msg: "expects src0, src1, and dst to use row-major layout"}
        - {rule: same_valid, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same valid_shape"}
        - {rule: same_shape, args: [0, 1, dst], msg: "expects src0, src1, and dst to have the same shape"}
        - {rule: same_shape, args: [0, tmp], ptoas: "<0.60", msg: "expects tmp to have the shape of src0"}
        - {rule: dtype, args: [tmp], arch: a3, ptoas: "<0.60", dtypes: [UINT8], msg: "expects A2/A3 tmp element type to be ui8"}
        - {rule: dtype, args: [tmp], arch: a3, ptoas: ">=0.60", dtypes: [i8], msg: "expects A2/A3 tmp element type to be an 8-bit integer"}
        - {rule: row_major, args: [tmp], arch: a3, msg: "expects tmp to use row-major layout"}
        - {rule: distinct, args: [0, 1, tmp, dst], arch: a3, msg: "expects A3 tprelu operands to use different storage"}
        # facts §2.2, 0.60 A2/A3 with tmp (ptoc always passes it): the dst
        # typed with its static valid shape (codegen types it so from 0.60
        # when that shape is constant), tmp an 8-bit vec tile of at least
        # valid rows + 1 rows and (rows + 1) lines of ceil(cols / 8) bytes,
        # a 32-byte multiple of at least 32
        - {rule: valid_static, args: [dst], arch: a3, ptoas: ">=0.60", msg: "expects A2/A3 tprelu dst valid_shape to be static when tmp is provided"}
        - {rule: mem, args: [tmp], arch: a3, ptoas: ">=0.60", mems: [Vec], msg: "expects tmp to be in the vec address space"}
        - {rule: shape_ge_valid, args: [tmp, dst], dims: [0], value: 1, arch: a3, ptoas: ">=0.60", msg: "expects A2/A3 tprelu tmp rows to be at least dst valid rows + 1"}
        - {rule: capacity, args: [tmp, dst], valid: true, rows: [1, 1], cols: [8, 32, 32], arch: a3, ptoas: ">=0.60", msg: "expects A2/A3 tprelu tmp capacity to be at least (dst valid rows + 1) * max(32, align32(ceil(dst valid cols / 8))) bytes"}
  - name: tile.sin
    category: unary
    op_category: TileOp
    doc: "Elementwise sine of an FP32 tile (radians)."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.sin}
    type: {rule: same_as, arg: 0}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP32]}
    memory: {output: Vec}
    emit: unsupported
    emit_note: "no PTO instruction computes a sine; the reference expands it before codegen"
  - name: tile.cos
    category: unary
    op_category: TileOp
    doc: "Elementwise cosine of an FP32 tile (radians)."
    operands:
      - {name: tile, kind: tile, mem: [Vec]}
    aliases:
      - {spelling: pl.cos}
    type: {rule: same_as, arg: 0}
    checks:
      - {check: dtype_in, arg: 0, dtypes: [FP32]}
    memory: {output: Vec}
    emit: unsupported
    emit_note: "no PTO instruction computes a cosine; the reference expands it before codegen"
