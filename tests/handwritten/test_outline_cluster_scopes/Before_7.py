# tests/ut/ir/transforms/test_outline_cluster_scopes.py::TestOutlineClusterScopes::test_cluster_scope_no_outputs (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            _y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return x
