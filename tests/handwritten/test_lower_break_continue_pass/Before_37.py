# tests/ut/ir/transforms/test_lower_break_continue_pass.py::test_computation_between_continues (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (x_iter,) in pl.range(0, 20, 1, init_values=(x_0,)):
            a: pl.Tensor[[64], pl.FP32] = pl.add(x_iter, x_iter)
            if i < 5:
                continue
            b: pl.Tensor[[64], pl.FP32] = pl.add(a, a)
            if i < 10:
                continue
            c: pl.Tensor[[64], pl.FP32] = pl.add(b, b)
            if i < 15:
                continue
            x_iter = pl.yield_(c)  # noqa: PLW2901
        return x_iter
