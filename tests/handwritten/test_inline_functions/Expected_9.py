# tests/ut/ir/transforms/test_inline_functions.py::TestInlineReturnAndMultiReturn::test_tuple_unpack_inline_call_multi_return (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[4], pl.FP32],
        q: pl.Out[pl.Tensor[[4], pl.FP32]],
        k: pl.Out[pl.Tensor[[4], pl.FP32]],
    ) -> tuple[pl.Tensor[[4], pl.FP32], pl.Tensor[[4], pl.FP32]]:
        q = pl.tensor.assemble(q, a, [0])
        k = pl.tensor.assemble(k, a, [0])
        y0: pl.Tensor[[4], pl.FP32] = q
        y1: pl.Tensor[[4], pl.FP32] = k
        return y0, y1
