# tests/ut/ir/transforms/test_unroll_loops_pass.py::TestBasicUnroll::test_simple_unroll (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.unroll(3):
            x = pl.add(x, 1.0)
        return x
