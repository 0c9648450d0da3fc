# tests/ut/ir/transforms/test_lower_pipeline_loops.py::TestLowerPipelineMechanics::test_iter_args_dynamic_cascade_threads_through_every_level (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        s0: pl.Scalar[pl.INDEX],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Scalar[pl.INDEX]:
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0) // 4 * 4
        for i, (a,) in pl.range(0, unroll_main_end, 4, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 2)
            b_3: pl.Scalar[pl.INDEX] = b_2 + (i + 3)
            r_main = pl.yield_(b_3)
        unroll_rem: pl.Scalar[pl.INDEX] = n - unroll_main_end
        if unroll_rem == 1:
            b_4: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
            r = pl.yield_(b_4)
        else:
            if unroll_rem == 2:
                b_5: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
                b_6: pl.Scalar[pl.INDEX] = b_5 + (unroll_main_end + 1)
                r_rem2 = pl.yield_(b_6)
            else:
                if unroll_rem == 3:
                    b_7: pl.Scalar[pl.INDEX] = r_main + unroll_main_end
                    b_8: pl.Scalar[pl.INDEX] = b_7 + (unroll_main_end + 1)
                    b_9: pl.Scalar[pl.INDEX] = b_8 + (unroll_main_end + 2)
                    r_rem3 = pl.yield_(b_9)
                else:
                    r_rem3 = pl.yield_(r_main)
                r_rem2 = pl.yield_(r_rem3)
            r = pl.yield_(r_rem2)
        return r
