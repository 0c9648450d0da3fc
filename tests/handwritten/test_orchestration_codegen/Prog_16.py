# tests/ut/codegen/test_orchestration_codegen.py::TestManualScopeCodegen::test_compiler_derived_deps_in_auto_scope_emit_set_dependencies_without_manual_scope (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.AUTO):
            produced, producer_tid = pl.submit(self.fill, scratch)
            out, _ = pl.submit(self.consume, produced)
        return out
