# tests/ut/ir/transforms/test_outline_hierarchy_scopes.py::TestOutlineHierarchyScopes::test_outline_hierarchy_with_intermediate_computation (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        with pl.at(level=pl.Level.HOST, role=pl.Role.Worker):
            c: pl.Tensor[[64], pl.FP32] = pl.add(b, b)
            d: pl.Tensor[[64], pl.FP32] = pl.mul(c, c)
        e: pl.Tensor[[64], pl.FP32] = pl.add(d, d)
        return e
