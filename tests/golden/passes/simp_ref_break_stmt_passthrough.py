# ptoc: opt --passes=simplify --expect {dir}/simp_ref_break_stmt_passthrough.expected.py
# reference test_simplify_pass.py, test_break_stmt_passthrough: a break is kept as it is, the expressions around it are simplified
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i + 0
            pl.tensor.write(out, [i], y)
            break
