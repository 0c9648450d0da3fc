# ptoc: print
# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_called_multiple_times: an @pl.inline body expanded at each call, its locals keeping their names
import pypto.language as pl


@pl.inline
def add_one(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class TwiceCalled:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = add_one(x)
        z: pl.Tensor[[64], pl.FP32] = add_one(y)
        return z
