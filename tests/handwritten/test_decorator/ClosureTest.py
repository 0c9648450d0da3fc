# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_with_closure_variables (hand-written)
import pypto.language as pl

SCALE = 3.0


@pl.inline
def scale(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, SCALE)
    return result


@pl.program
class ClosureTest:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = scale(x)
        return y
