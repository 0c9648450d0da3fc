# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsParamRebinding::test_multi_callsite_distinct_rebindings (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def proj(
        self,
        x: pl.Tensor[[4], pl.FP32],
        out: pl.Out[pl.Tensor[[4], pl.FP32]],
    ) -> pl.Tensor[[4], pl.FP32]:
        out = pl.tensor.assemble(out, x, [0])
        return out

    @pl.function
    def main(
        self,
        a: pl.Tensor[[4], pl.FP32],
        qo: pl.Out[pl.Tensor[[4], pl.FP32]],
        ko: pl.Out[pl.Tensor[[4], pl.FP32]],
        vo: pl.Out[pl.Tensor[[4], pl.FP32]],
    ):
        q: pl.Tensor[[4], pl.FP32] = self.proj(a, qo)
        k: pl.Tensor[[4], pl.FP32] = self.proj(a, ko)
        v: pl.Tensor[[4], pl.FP32] = self.proj(a, vo)
        return q, k, v
