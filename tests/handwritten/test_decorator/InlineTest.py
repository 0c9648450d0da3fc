# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_basic_inline (hand-written)
import pypto.language as pl


@pl.inline
def double_it(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result


@pl.program
class InlineTest:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = double_it(x)
        return y
