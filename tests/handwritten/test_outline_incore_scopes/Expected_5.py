# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_scope_with_multiple_outputs (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self, x: pl.Tensor[[64], pl.FP32]
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        z: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
        return (y, z)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret = self.main_incore_0(x)
        y = ret[0]
        z = ret[1]
        result: pl.Tensor[[64], pl.FP32] = pl.add(y, z)
        return result
