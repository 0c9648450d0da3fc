# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsParamRebinding::test_multi_callsite_distinct_rebindings (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[4], pl.FP32],
        qo: pl.Out[pl.Tensor[[4], pl.FP32]],
        ko: pl.Out[pl.Tensor[[4], pl.FP32]],
        vo: pl.Out[pl.Tensor[[4], pl.FP32]],
    ):
        qo = pl.tensor.assemble(qo, a, [0])
        q: pl.Tensor[[4], pl.FP32] = qo
        ko = pl.tensor.assemble(ko, a, [0])
        k: pl.Tensor[[4], pl.FP32] = ko
        vo = pl.tensor.assemble(vo, a, [0])
        v: pl.Tensor[[4], pl.FP32] = vo
        return q, k, v
