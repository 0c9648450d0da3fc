# ptoc: opt --passes=simplify --expect {dir}/simp_ref_then_branch_uses_condition.expected.py
# reference test_simplify_pass.py, test_then_branch_uses_condition: under `if i < 4`, i // 4 is 0
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            if i < 4:
                y: pl.Scalar[pl.INT64] = i // 4
                pl.tensor.write(out, [i], y)
