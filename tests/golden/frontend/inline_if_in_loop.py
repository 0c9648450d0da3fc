# ptoc: print
# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_with_if_in_for_loop: an inline body with a loop and an if-yield, expanded before its caller's statement
import pypto.language as pl


@pl.inline
def loop_cond(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    init: pl.Tensor[[64], pl.FP32] = x
    for i, (acc,) in pl.range(5, init_values=(init,)):
        if i == 0:
            val: pl.Tensor[[64], pl.FP32] = pl.yield_(pl.mul(acc, 2.0))
        else:
            val: pl.Tensor[[64], pl.FP32] = pl.yield_(acc)
        out = pl.yield_(val)
    return out


@pl.program
class InlineNestedModel:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = loop_cond(x)
        return y
