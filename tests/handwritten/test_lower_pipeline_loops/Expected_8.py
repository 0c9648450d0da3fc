# tests/ut/ir/transforms/test_lower_pipeline_loops.py::TestLowerPipelineMechanics::test_iter_args_with_remainder_forwards_state_to_tail (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.range(0, 8, 4, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            b_1: pl.Scalar[pl.INDEX] = b + (i + 1)
            b_2: pl.Scalar[pl.INDEX] = b_1 + (i + 2)
            b_3: pl.Scalar[pl.INDEX] = b_2 + (i + 3)
            r_main = pl.yield_(b_3)
        # Tail clones — iter-arg `a` is substituted by r_main directly.
        b_4: pl.Scalar[pl.INDEX] = r_main + 8
        b_5: pl.Scalar[pl.INDEX] = b_4 + 9
        # Bind the original return_var to the tail's final yield.
        r: pl.Scalar[pl.INDEX] = b_5
        return r
