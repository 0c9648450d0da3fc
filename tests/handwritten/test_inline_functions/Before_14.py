# tests/ut/ir/transforms/test_inline_functions.py::TestInlineReturnAndMultiReturn::test_return_inline_call_multi_return (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def proj(
        self,
        x: pl.Tensor[[4], pl.FP32],
        o0: pl.Out[pl.Tensor[[4], pl.FP32]],
        o1: pl.Out[pl.Tensor[[4], pl.FP32]],
    ) -> tuple[pl.Tensor[[4], pl.FP32], pl.Tensor[[4], pl.FP32]]:
        o0 = pl.tensor.assemble(o0, x, [0])
        o1 = pl.tensor.assemble(o1, x, [0])
        return o0, o1

    @pl.function
    def main(
        self,
        a: pl.Tensor[[4], pl.FP32],
        q: pl.Out[pl.Tensor[[4], pl.FP32]],
        k: pl.Out[pl.Tensor[[4], pl.FP32]],
    ) -> tuple[pl.Tensor[[4], pl.FP32], pl.Tensor[[4], pl.FP32]]:
        return self.proj(a, q, k)
