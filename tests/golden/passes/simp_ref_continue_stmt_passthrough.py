# ptoc: opt --passes=simplify --expect {dir}/simp_ref_continue_stmt_passthrough.expected.py
# reference test_simplify_pass.py, test_continue_stmt_passthrough: a continue is kept as it is, the expressions around it are simplified
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[4], pl.INT64]):
        for i in pl.range(4):
            y: pl.Scalar[pl.INT64] = i * 1
            pl.tensor.write(out, [i], y)
            continue
