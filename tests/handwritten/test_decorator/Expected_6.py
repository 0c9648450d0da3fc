# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_return_value (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        y: pl.Tensor[[64], pl.FP32] = result
        z: pl.Tensor[[64], pl.FP32] = pl.mul(y, 2.0)
        return z
