# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_outline_hierarchy_multiple_inputs (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Worker)
    def main_host_worker_0(
        self, a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return result

    @pl.function
    def main(
        self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(x, y)
        result: pl.Tensor[[64], pl.FP32] = self.main_host_worker_0(a, b)
        return result
