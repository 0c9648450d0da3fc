# ptoc: opt --passes=simplify --expect {dir}/simp_ref_zero_add.expected.py
# reference test_simplify_pass.py, test_zero_add: 0 + x is x
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = 0 + i
            pl.tensor.write(out, [i], y)
