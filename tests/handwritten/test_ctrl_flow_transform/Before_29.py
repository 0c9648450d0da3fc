# tests/ut/ir/transforms/test_ctrl_flow_transform.py::test_unconditional_break (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (x_iter,) in pl.range(0, 10, 1, init_values=(x_0,)):
            break
            x_iter = pl.yield_(x_iter)  # noqa: PLW2901
        return x_iter
