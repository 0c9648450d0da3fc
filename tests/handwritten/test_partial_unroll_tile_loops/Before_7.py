# tests/ut/ir/transforms/test_partial_unroll_tile_loops.py::TestPartialUnrollMechanics::test_iter_args_rejected_with_clear_message (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(0, 8, 1, attrs={"unroll_factor": 4}):
            x = pl.add(x, 1.0)
        return x
