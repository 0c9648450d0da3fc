# tests/ut/ir/transforms/test_partial_unroll_tile_loops.py::TestPartialUnrollMechanics::test_factor_one_is_noop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 8, 1, attrs={"unroll_factor": 1}):
            y: pl.Scalar[pl.INDEX] = i  # noqa: F841
        return x
