# ptoc: opt --passes=simplify --expect {dir}/simp_ref_sequential_stmts.expected.py
# reference test_simplify_pass.py, test_sequential_stmts: every statement of a body is simplified
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out_y: pl.Tensor[[8], pl.INT64], out_z: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i + 0
            z: pl.Scalar[pl.INT64] = i * 1
            pl.tensor.write(out_y, [i], y)
            pl.tensor.write(out_z, [i], z)
