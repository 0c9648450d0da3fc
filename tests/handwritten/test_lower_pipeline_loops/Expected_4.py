# tests/ut/ir/transforms/test_lower_pipeline_loops.py::TestLowerPipelineMechanics::test_factor_equals_trip_count (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 4, 4):
            _y: pl.Scalar[pl.INDEX] = i
            _y_1: pl.Scalar[pl.INDEX] = i + 1
            _y_2: pl.Scalar[pl.INDEX] = i + 2
            _y_3: pl.Scalar[pl.INDEX] = i + 3
        return x
