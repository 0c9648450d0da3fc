# tests/ut/ir/transforms/test_ctrl_flow_transform.py::test_break_and_continue_in_for (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (x_iter,) in pl.range(0, 10, 1, init_values=(x_0,)):
            if i < 3:
                continue
            y: pl.Tensor[[64], pl.FP32] = pl.add(x_iter, x_iter)
            if i > 7:
                break
            x_iter = pl.yield_(y)  # noqa: PLW2901
        return x_iter
