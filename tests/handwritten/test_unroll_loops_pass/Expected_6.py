# tests/ut/ir/transforms/test_unroll_loops_pass.py::TestNestedLoops::test_unroll_inside_regular_loop (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for j, (x_iter,) in pl.range(n, init_values=(x,)):
            x_0: pl.Tensor[[64], pl.FP32] = pl.add(x_iter, 1.0)
            x_1: pl.Tensor[[64], pl.FP32] = pl.add(x_0, 1.0)
            x_rv = pl.yield_(x_1)
        return x_rv
