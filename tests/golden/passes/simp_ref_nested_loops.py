# ptoc: opt --passes=simplify --expect {dir}/simp_ref_nested_loops.expected.py
# reference test_simplify_pass.py, test_nested_loops: the inner loop var is bound too: j // 4 is 0 for j in [0, 4)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8, 4], pl.INT64]):
        for i in pl.range(8):
            for j in pl.range(4):
                y: pl.Scalar[pl.INT64] = j // 4
                pl.tensor.write(out, [i, j], y)
