# tests/ut/ir/transforms/test_lower_pipeline_loops.py::TestLowerPipelineMechanics::test_iter_args_clean_divide_threads_state_through_clones (hand-written)
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
            r = pl.yield_(b_3)
        return r
