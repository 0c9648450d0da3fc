# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestWhileLoops::test_nested_while_loops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = 0
        while x < n:
            y: pl.Scalar[pl.INT64] = 0
            while y < 3:
                y = y + 1
            x = x + 1
        return x
