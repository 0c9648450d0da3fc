# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_as_yield_arg_in_if (hand-written)
import pypto.language as pl


@pl.inline
def scale(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result


@pl.program
class YieldInlineArg:
    @pl.function
    def main(
        self, x: pl.Tensor[[64], pl.FP32], flag: pl.Scalar[pl.INT64]
    ) -> pl.Tensor[[64], pl.FP32]:
        if flag == 0:
            out: pl.Tensor[[64], pl.FP32] = pl.yield_(scale(x))
        else:
            out: pl.Tensor[[64], pl.FP32] = pl.yield_(x)
        return out
