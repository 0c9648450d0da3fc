# ptoc: opt --passes=simplify --expect {dir}/simp_ref_mul_one.expected.py
# reference test_simplify_pass.py, test_mul_one: x * 1 is x
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i * 1
            pl.tensor.write(out, [i], y)
