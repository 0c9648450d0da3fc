# ptoc: opt --passes=simplify --expect {dir}/simp_ref_nested_if_in_loop.expected.py
# reference test_simplify_pass.py, test_nested_if_in_loop: loop bound and branch condition together: i // 8 and i // 16 are 0 in their branches
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INT64]):
        for i in pl.range(16):
            if i < 8:
                y: pl.Scalar[pl.INT64] = i // 8
                pl.tensor.write(out, [i], y)
            else:
                z: pl.Scalar[pl.INT64] = i // 16
                pl.tensor.write(out, [i], z)
