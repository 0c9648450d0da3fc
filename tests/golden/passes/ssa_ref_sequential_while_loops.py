# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_sequential_while_loops.expected.py
# reference test_convert_to_ssa_pass.py, test_sequential_while_loops (tile ops): the second while starts from the first one's return var
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
