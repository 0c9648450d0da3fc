# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestHierarchyOutlinedVerifier::test_program_without_hierarchy_passes_verification (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
