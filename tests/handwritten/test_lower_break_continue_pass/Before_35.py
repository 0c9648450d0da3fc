# tests/ut/ir/transforms/test_lower_break_continue_pass.py::test_deeply_nested_if_with_break (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (x_iter,) in pl.range(0, 10, 1, init_values=(x_0,)):
            if i > 3:
                if i > 5:
                    if i > 7:
                        break
            y: pl.Tensor[[64], pl.FP32] = pl.add(x_iter, x_iter)
            x_iter = pl.yield_(y)  # noqa: PLW2901
        return x_iter
