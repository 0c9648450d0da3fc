# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_multiple_statements (hand-written)
import pypto.language as pl


@pl.inline
def multi_step(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    a: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    b: pl.Tensor[[64], pl.FP32] = pl.mul(a, 2.0)
    return b


@pl.program
class MultiStmt:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = multi_step(x)
        return y
