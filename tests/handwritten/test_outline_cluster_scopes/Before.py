# tests/ut/ir/transforms/test_outline_cluster_scopes.py::TestOutlineClusterScopes::test_outline_simple_cluster_scope (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
