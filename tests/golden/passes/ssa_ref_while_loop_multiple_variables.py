# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_while_loop_multiple_variables.expected.py
# reference test_convert_to_ssa_pass.py, test_while_loop_multiple_variables (tile ops): two names carried by a while loop
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
