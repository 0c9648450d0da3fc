# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_while_in_for_loop (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, n_0: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        init_sum_0: pl.Scalar[pl.INT64] = 0
        for i_0, (sum_val,) in pl.range(0, 5, 1, init_values=(init_sum_0,)):
            x_0: pl.Scalar[pl.INT64] = 0
            for (x_iter_1,) in pl.while_(init_values=(x_0,)):
                pl.cond(x_iter_1 < i_0)
                x_3: pl.Scalar[pl.INT64] = x_iter_1 + 1
                x_2 = pl.yield_(x_3)
            new_sum_0: pl.Scalar[pl.INT64] = sum_val + x_2
            sum_val_out = pl.yield_(new_sum_0)
        return sum_val_out
