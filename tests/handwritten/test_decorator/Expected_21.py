# tests/ut/language/parser/test_decorator.py::TestInlineFunctionControlFlow::test_inline_called_in_caller_for_loop (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        init: pl.Tensor[[64], pl.FP32] = x
        for i, (acc,) in pl.range(5, init_values=(init,)):
            result: pl.Tensor[[64], pl.FP32] = pl.add(acc, 1.0)
            updated: pl.Tensor[[64], pl.FP32] = result
            out = pl.yield_(updated)
        return out
