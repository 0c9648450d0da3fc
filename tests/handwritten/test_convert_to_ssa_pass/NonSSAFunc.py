# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestStrictSSAMode::test_non_strict_ssa_allows_reassignment (hand-written)
import pypto.language as pl


@pl.program
class NonSSAFunc:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result = pl.add(x, 1.0)
        result = pl.add(result, 2.0)
        return result
