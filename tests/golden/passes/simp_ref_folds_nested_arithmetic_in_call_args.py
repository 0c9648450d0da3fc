# ptoc: opt --passes=simplify --expect {dir}/simp_ref_folds_nested_arithmetic_in_call_args.expected.py
# reference test_simplify_pass.py, test_folds_nested_arithmetic_in_call_args: arithmetic in the shape arguments of a call folds (1 * 1 is 1, k + 0 - k + 8 is 8)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, k: pl.Scalar[pl.INDEX]):
        _t: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1 * 1, k + 0 - k + 8], dtype=pl.FP32)
