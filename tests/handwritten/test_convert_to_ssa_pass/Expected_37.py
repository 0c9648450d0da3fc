# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_while_loop_multiple_variables (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, n_0: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x_0: pl.Scalar[pl.INT64] = 0
        y_0: pl.Scalar[pl.INT64] = 1
        for x_iter_1, y_iter_1 in pl.while_(init_values=(x_0, y_0)):
            pl.cond(x_iter_1 < n_0)
            x_3: pl.Scalar[pl.INT64] = x_iter_1 + 1
            y_3: pl.Scalar[pl.INT64] = y_iter_1 * 2
            x_2, y_2 = pl.yield_(x_3, y_3)
        return y_2
