# ptoc: print
# tests/ut/language/parser/test_decorator.py::TestExternalFunctionControlFlow::test_external_with_if_in_for_loop: a helper whose body has a loop with an if-yield
import pypto.language as pl


@pl.function
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
class ExtNestedModel:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = loop_cond(x)
        return y
