# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_called_in_caller_if_yield (hand-written)
import pypto.language as pl


@pl.inline
def double(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result


@pl.program
class CallerIf:
    @pl.function
    def main(
        self, x: pl.Tensor[[64], pl.FP32], flag: pl.Scalar[pl.INT64]
    ) -> pl.Tensor[[64], pl.FP32]:
        if flag == 0:
            d: pl.Tensor[[64], pl.FP32] = double(x)
            out: pl.Tensor[[64], pl.FP32] = pl.yield_(d)
        else:
            out: pl.Tensor[[64], pl.FP32] = pl.yield_(x)
        return out
