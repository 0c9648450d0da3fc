# ptoc: opt --passes=simplify --expect {dir}/simp_ref_always_false_via_loop_affine_scalar.expected.py
# reference test_simplify_pass.py, test_always_false_via_loop_affine_scalar: off = i * 256 + 256 is never 0: the else branch stays and off goes
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            off: pl.Scalar[pl.INDEX] = i * 256 + 256
            if off == 0:
                y: pl.Scalar[pl.INDEX] = 99
                pl.tensor.write(out, [i], y)
            else:
                y2: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], y2)
