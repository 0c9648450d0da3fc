# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_scope_with_intermediate_computation (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, b: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        c: pl.Tensor[[64], pl.FP32] = pl.add(b, b)
        d: pl.Tensor[[64], pl.FP32] = pl.mul(c, c)
        return d

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        d: pl.Tensor[[64], pl.FP32] = self.main_incore_0(b)
        e: pl.Tensor[[64], pl.FP32] = pl.add(d, d)
        return e
