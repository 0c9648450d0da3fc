# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestHierarchyOutlinedVerifier::test_remaining_core_group_scope_fails_verification (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
