# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestHierarchyOutlinedVerifier::test_clean_program_passes_verification (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.HOST, role=pl.Role.Worker):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
