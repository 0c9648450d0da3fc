# ptoc: opt --backend 910B --passes=convert_to_ssa,outline_cluster_scopes
# tests/ut/ir/transforms/test_outline_cluster_scopes.py::test_cluster_outlined_verifier_rejects_cluster_in_incore:
# a pl.cluster() scope inside an InCore function.  OutlineClusterScopes outlines clusters
# of Opaque and orchestration functions only, and the reference's Default pipeline leaves
# ClusterOutlined unverified (the test runs the verifier by itself), so the kernel keeps
# the scope and codegen emits its body in place.
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def compute(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
