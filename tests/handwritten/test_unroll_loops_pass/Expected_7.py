# tests/ut/ir/transforms/test_unroll_loops_pass.py::TestZeroTripLoop::test_zero_trip (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x
