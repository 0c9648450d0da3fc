# tests/ut/ir/transforms/test_outline_cluster_scopes.py::TestOutlineClusterScopes::test_outline_multiple_cluster_scopes (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.cluster():
            z: pl.Tensor[[64], pl.FP32] = pl.mul(y, y)
        return z
