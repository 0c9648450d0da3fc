# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_outline_hierarchy_with_intermediate_computation (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Worker)
    def main_host_worker_0(self, b: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        c: pl.Tensor[[64], pl.FP32] = pl.add(b, b)
        d: pl.Tensor[[64], pl.FP32] = pl.mul(c, c)
        return d

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        d: pl.Tensor[[64], pl.FP32] = self.main_host_worker_0(b)
        e: pl.Tensor[[64], pl.FP32] = pl.add(d, d)
        return e
