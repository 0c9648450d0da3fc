# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_for_in_while_loop (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, n_0: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x_0: pl.Scalar[pl.INT64] = 0
        for (x_iter_1,) in pl.while_(init_values=(x_0,)):
            pl.cond(x_iter_1 < n_0)
            init_acc_0: pl.Scalar[pl.INT64] = x_iter_1
            for i_0, (acc,) in pl.range(0, 3, 1, init_values=(init_acc_0,)):
                new_acc_0: pl.Scalar[pl.INT64] = acc + 1
                acc_out = pl.yield_(new_acc_0)
            x_3: pl.Scalar[pl.INT64] = acc_out
            x_2 = pl.yield_(x_3)
        return x_2
