# tests/ut/ir/transforms/test_lower_pipeline_loops.py::TestLowerPipelineMechanics::test_iter_args_with_remainder_forwards_state_to_tail (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], s0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (a,) in pl.pipeline(0, 10, 1, stage=4, init_values=(s0,)):
            b: pl.Scalar[pl.INDEX] = a + i
            r = pl.yield_(b)
        return r
