# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_sequential_while_loops (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x_0: pl.Scalar[pl.INT64] = 0
        for (x_1,) in pl.while_(init_values=(x_0,)):
            pl.cond(x_1 < n)
            x_2: pl.Scalar[pl.INT64] = x_1 + 1
            x_3 = pl.yield_(x_2)
        y_0: pl.Scalar[pl.INT64] = x_3
        for (y_1,) in pl.while_(init_values=(y_0,)):
            pl.cond(y_1 < 10)
            y_2: pl.Scalar[pl.INT64] = y_1 + 2
            y_3 = pl.yield_(y_2)
        return y_3
