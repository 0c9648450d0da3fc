# tests/ut/ir/transforms/test_unroll_loops_pass.py::TestNestedLoops::test_regular_loop_not_unrolled (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(10):
            x = pl.add(x, 1.0)
        return x
