# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_simple_while_loop.expected.py
# reference test_convert_to_ssa_pass.py, test_simple_while_loop (tile ops): a while loop carries the name its body re-assigns
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = 0
        while x < n:
            x = x + 1
        return x
