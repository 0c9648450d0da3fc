# tests/ut/ir/transforms/test_ctrl_flow_transform.py::TestWhileLoops::test_while_break_with_ssa_inline_expr (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        n: pl.Scalar[pl.INT64] = 0
        for cnt, x_iter in pl.while_(init_values=(n, x_0)):
            pl.cond(cnt < 10)
            if cnt > 5:
                break
            y: pl.Tensor[[64], pl.FP32] = pl.add(x_iter, x_iter)
            cnt, x_iter = pl.yield_(cnt + 1, y)  # noqa: PLW2901
        return x_iter
