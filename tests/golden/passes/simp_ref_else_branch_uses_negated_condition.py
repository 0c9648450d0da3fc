# ptoc: opt --passes=simplify --expect {dir}/simp_ref_else_branch_uses_negated_condition.expected.py
# reference test_simplify_pass.py, test_else_branch_uses_negated_condition: the else branch of `if i < 4` knows i >= 4, and the loop i < 8: i // 8 is 0
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            if i < 4:
                y: pl.Scalar[pl.INT64] = i // 4
                pl.tensor.write(out, [i], y)
            else:
                y2: pl.Scalar[pl.INT64] = i // 8
                pl.tensor.write(out, [i], y2)
