# ptoc: opt --passes=simplify --expect {dir}/simp_ref_always_false_keeps_else.expected.py
# reference test_simplify_pass.py, test_always_false_keeps_else: `if i == -1` with i in [0, 8) is always false: the else branch stays
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            if i == -1:
                y: pl.Scalar[pl.INDEX] = 99
                pl.tensor.write(out, [i], y)
            else:
                y2: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], y2)
