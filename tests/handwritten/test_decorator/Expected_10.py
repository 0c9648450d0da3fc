# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_with_closure_variables (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 3.0)
        y: pl.Tensor[[64], pl.FP32] = result
        return y
