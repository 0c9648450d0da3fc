# tests/ut/ir/transforms/test_inline_functions.py::TestInlineReturnAndMultiReturn::test_return_inline_call_single_return (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[4], pl.FP32],
        qo: pl.Out[pl.Tensor[[4], pl.FP32]],
    ) -> pl.Tensor[[4], pl.FP32]:
        qo = pl.tensor.assemble(qo, a, [0])
        return qo
