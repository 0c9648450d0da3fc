# tests/ut/ir/transforms/test_partial_unroll_tile_loops.py::TestPartialUnrollMechanics::test_factor_equals_trip_count (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 4, 4, attrs={"unroll_replicated": 4}):
            y: pl.Scalar[pl.INDEX] = i  # noqa: F841
            y_1: pl.Scalar[pl.INDEX] = i + 1  # noqa: F841
            y_2: pl.Scalar[pl.INDEX] = i + 2  # noqa: F841
            y_3: pl.Scalar[pl.INDEX] = i + 3  # noqa: F841
        return x
