# tests/ut/ir/transforms/test_outline_cluster_scopes.py::TestOutlineClusterScopes::test_cluster_multiple_outputs (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
            z: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
        w: pl.Tensor[[64], pl.FP32] = pl.add(y, z)
        return w
