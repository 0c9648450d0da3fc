# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_return_value (hand-written)
import pypto.language as pl


@pl.inline
def add_one(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class ReturnTest:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = add_one(x)
        z: pl.Tensor[[64], pl.FP32] = pl.mul(y, 2.0)
        return z
