# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_with_if_else_yield (hand-written)
import pypto.language as pl


@pl.inline
def cond_scale(x: pl.Tensor[[64], pl.FP32], flag: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
    if flag == 0:
        out: pl.Tensor[[64], pl.FP32] = pl.yield_(pl.mul(x, 2.0))
    else:
        out: pl.Tensor[[64], pl.FP32] = pl.yield_(pl.add(x, 1.0))
    return out


@pl.program
class InlineIfModel:
    @pl.function
    def main(
        self, x: pl.Tensor[[64], pl.FP32], flag: pl.Scalar[pl.INT64]
    ) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = cond_scale(x, flag)
        return y
