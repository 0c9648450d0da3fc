# tests/ut/codegen/test_orchestration_codegen.py::TestManualScopeCodegen::test_manual_scope_inner_deps_can_reference_outer_scope_tid (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k_outer(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k_inner(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        outer_a, outer_tid = pl.submit(self.k_outer, x)
        with pl.manual_scope():
            inner_b, _ = pl.submit(self.k_inner, x, deps=[outer_tid])
        return inner_b
