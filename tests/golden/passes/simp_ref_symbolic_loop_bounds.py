# ptoc: opt --passes=simplify --expect {dir}/simp_ref_symbolic_loop_bounds.expected.py
# reference test_simplify_pass.py, test_symbolic_loop_bounds: a loop over a symbolic range binds nothing, x + 0 still folds
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(n):
            y: pl.Scalar[pl.INT64] = i + 0
            pl.tensor.write(out, [i], y)
