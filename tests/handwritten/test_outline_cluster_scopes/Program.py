# tests/ut/ir/transforms/test_outline_cluster_scopes.py::TestOutlineClusterScopes::test_cluster_outlined_verifier_rejects_cluster_in_incore (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def compute(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
