# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_multiple_functions_with_scopes (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def func1_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def func1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.func1_incore_0(x)
        return y

    @pl.function(type=pl.FunctionType.InCore)
    def func2_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def func2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.func2_incore_0(x)
        return y
