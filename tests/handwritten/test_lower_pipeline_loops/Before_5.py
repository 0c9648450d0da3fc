# tests/ut/ir/transforms/test_lower_pipeline_loops.py::TestLowerPipelineMechanics::test_dynamic_stop_lowers_to_main_plus_cascade (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        for i in pl.pipeline(0, n, 1, stage=4):
            _y: pl.Scalar[pl.INDEX] = i
