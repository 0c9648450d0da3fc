# tests/ut/ir/transforms/test_ctrl_flow_transform.py::test_three_level_nesting_break_at_each (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (x_l1,) in pl.range(0, 3, 1, init_values=(x_0,)):
            for j, (x_l2,) in pl.range(0, 4, 1, init_values=(x_l1,)):
                for k, (x_l3,) in pl.range(0, 5, 1, init_values=(x_l2,)):
                    if k > 2:
                        break
                    y: pl.Tensor[[64], pl.FP32] = pl.add(x_l3, x_l3)
                    x_l3 = pl.yield_(y)  # noqa: PLW2901
                if j > 1:
                    break
                x_l2 = pl.yield_(x_l3)  # noqa: PLW2901
            if i > 0:
                break
            x_l1 = pl.yield_(x_l2)  # noqa: PLW2901
        return x_l1
