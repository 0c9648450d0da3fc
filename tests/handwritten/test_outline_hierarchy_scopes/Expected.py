# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_outline_simple_hierarchy_scope (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Worker)
    def main_host_worker_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.main_host_worker_0(x)
        return y
