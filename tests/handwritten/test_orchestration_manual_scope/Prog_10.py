# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_submit_with_deps_in_auto_scope_emits_set_dependencies (hand-written)
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
        a, a_tid = pl.submit(self.k1, x)
        b, _ = pl.submit(self.k2, x, deps=[a_tid])
        return b
