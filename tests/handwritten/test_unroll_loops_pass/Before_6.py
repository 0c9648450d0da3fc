# tests/ut/ir/transforms/test_unroll_loops_pass.py::TestNestedLoops::test_unroll_inside_regular_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for j in pl.range(n):
            for i in pl.unroll(2):
                x = pl.add(x, 1.0)
        return x
