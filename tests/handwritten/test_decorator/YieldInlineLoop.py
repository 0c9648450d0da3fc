# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_as_yield_arg_in_for_loop (hand-written)
import pypto.language as pl


@pl.inline
def transform(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class YieldInlineLoop:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = x
        for i, (acc,) in pl.range(5, init_values=(init,)):
            out = pl.yield_(transform(acc))
        return out
