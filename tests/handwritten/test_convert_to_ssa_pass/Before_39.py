# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_while_loop_multiple_variables (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = 0
        y: pl.Scalar[pl.INT64] = 1
        while x < n:
            x = x + 1
            y = y * 2
        return y
