# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_outline_multiple_hierarchy_scopes (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Worker)
    def main_host_worker_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y

    @pl.function(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator)
    def main_global_orch_1(self, y: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = pl.mul(y, y)
        return z

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.main_host_worker_0(x)
        z: pl.Tensor[[64], pl.FP32] = self.main_global_orch_1(y)
        return z
