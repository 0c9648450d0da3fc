# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_basic_inline (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        y: pl.Tensor[[64], pl.FP32] = result
        return y
