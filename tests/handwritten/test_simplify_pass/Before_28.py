# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_folds_nested_arithmetic_in_call_args (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, k: pl.Scalar[pl.INDEX]):
        _t: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1 * 1, k + 0 - k + 8], dtype=pl.FP32)
