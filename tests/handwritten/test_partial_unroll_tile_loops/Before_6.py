# tests/ut/ir/transforms/test_partial_unroll_tile_loops.py::TestPartialUnrollMechanics::test_dynamic_stop_with_nonunit_step_uses_iteration_count (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        for i in pl.range(0, n, 2, attrs={"unroll_factor": 4}):
            y: pl.Scalar[pl.INDEX] = i  # noqa: F841
