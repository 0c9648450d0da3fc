# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_in_for_with_if_yield (hand-written)
import pypto.language as pl


@pl.inline
def bump(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class ComplexCaller:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = x
        for i, (acc,) in pl.range(5, init_values=(init,)):
            if i == 0:
                stepped: pl.Tensor[[64], pl.FP32] = bump(acc)
                val: pl.Tensor[[64], pl.FP32] = pl.yield_(stepped)
            else:
                val: pl.Tensor[[64], pl.FP32] = pl.yield_(acc)
            out = pl.yield_(val)
        return out
