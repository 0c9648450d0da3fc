# tests/ut/ir/transforms/test_ctrl_flow_transform.py::test_nested_loops_only_inner (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (x_outer,) in pl.range(0, 4, 1, init_values=(x_0,)):
            for j, (x_inner,) in pl.range(0, 8, 1, init_values=(x_outer,)):
                if j < 2:
                    continue
                y: pl.Tensor[[64], pl.FP32] = pl.add(x_inner, x_inner)
                x_inner = pl.yield_(y)  # noqa: PLW2901
            x_outer = pl.yield_(x_inner)  # noqa: PLW2901
        return x_outer
