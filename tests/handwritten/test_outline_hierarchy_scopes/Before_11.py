# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_hierarchy_does_not_affect_cluster_scopes (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
