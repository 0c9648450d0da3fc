# ptoc: opt --passes=simplify --expect {dir}/simp_ref_symbolic_index_scalar_keeps_nonneg_default_bound.expected.py
# reference test_simplify_pass.py, test_symbolic_index_scalar_keeps_nonneg_default_bound: an INDEX scalar is never negative, whatever its value: `idx < 0` is false
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], out: pl.Tensor[[1], pl.INDEX]):
        idx: pl.Scalar[pl.INDEX] = a - b
        if idx < 0:
            pl.tensor.write(out, [0], a)
        else:
            pl.tensor.write(out, [0], idx)
