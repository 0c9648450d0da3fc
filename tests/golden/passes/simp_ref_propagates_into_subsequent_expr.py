# ptoc: opt --passes=simplify --expect {dir}/simp_ref_propagates_into_subsequent_expr.expected.py
# reference test_simplify_pass.py, test_propagates_into_subsequent_expr: a scalar assigned a constant once folds into its uses (512 + 1 is 513) and its assignments go
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[1], pl.INDEX]):
        CHUNK_K: pl.Scalar[pl.INDEX] = 512
        y: pl.Scalar[pl.INDEX] = CHUNK_K + 1
        pl.tensor.write(out, [0], y)
