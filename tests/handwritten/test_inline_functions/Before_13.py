# tests/ut/ir/transforms/test_inline_functions.py::TestInlineReturnAndMultiReturn::test_return_inline_call_single_return (hand-written)
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
    ) -> pl.Tensor[[4], pl.FP32]:
        return self.proj(a, qo)
