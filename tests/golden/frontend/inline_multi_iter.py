# ptoc: print
# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_with_multiple_iter_args: an inline body with a loop of two iter args
import pypto.language as pl


@pl.inline
def dual_accumulate(
    x: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    init_a: pl.Tensor[[64], pl.FP32] = x
    init_b: pl.Tensor[[64], pl.FP32] = x
    for i, (a, b) in pl.range(5, init_values=(init_a, init_b)):  # type: ignore
        new_a: pl.Tensor[[64], pl.FP32] = pl.add(a, 1.0)
        new_b: pl.Tensor[[64], pl.FP32] = pl.mul(b, 2.0)
        out_a, out_b = pl.yield_(new_a, new_b)
    result: pl.Tensor[[64], pl.FP32] = pl.add(out_a, out_b)
    return result


@pl.program
class InlineMultiIter:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = dual_accumulate(x)
        return y
