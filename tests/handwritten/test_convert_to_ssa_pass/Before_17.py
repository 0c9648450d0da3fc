# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_sequential_while_loops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = 0
        while x < n:
            x = x + 1
        y: pl.Scalar[pl.INT64] = x
        while y < 10:
            y = y + 2
        return y
