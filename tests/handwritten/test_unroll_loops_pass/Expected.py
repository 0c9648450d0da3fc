# tests/ut/ir/transforms/test_unroll_loops_pass.py::TestBasicUnroll::test_simple_unroll (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        x_0: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        x_1: pl.Tensor[[64], pl.FP32] = pl.add(x_0, 1.0)
        x_2: pl.Tensor[[64], pl.FP32] = pl.add(x_1, 1.0)
        return x_2
