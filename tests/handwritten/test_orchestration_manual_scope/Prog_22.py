# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_phase_fence_scalar_dep_does_not_emit_dummy_barrier (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            a, tid = pl.submit(self.k1, x)
            b, _ = pl.submit(self.k2, a, deps=[tid])
        return b
