# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScopeCodegen::test_manual_scope_preserves_user_deps_without_compiler_deps (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def unrelated(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        scratch: pl.Tensor[[64], pl.FP32],
        other: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            produced, _producer_tid = pl.submit(self.fill, scratch)
            _unused, user_tid = pl.submit(self.unrelated, other)
            out, _ = pl.submit(self.consume, produced, deps=[user_tid])
        return out
