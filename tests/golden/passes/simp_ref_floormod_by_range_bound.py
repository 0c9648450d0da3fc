# ptoc: opt --passes=simplify --expect {dir}/simp_ref_floormod_by_range_bound.expected.py
# reference test_simplify_pass.py, test_floormod_by_range_bound: i % 8 is i for i in [0, 8)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i % 8
            pl.tensor.write(out, [i], y)
