# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_outline_hierarchy_multiple_inputs (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(x, y)
        with pl.at(level=pl.Level.HOST, role=pl.Role.Worker):
            result: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return result
