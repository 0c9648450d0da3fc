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
$4|>)m4_dnl
m4_define(<|SIMPLE|>, <|    flags: [functional_execution_memory_access]
    pto: "pto.$1 ins(${0} : ${0:t}) outs(${dst} : ${dst:t})"
|>)m4_dnl
m4_define(<|RM|>, <|    layout: {inputs: [0], output: true}
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
