# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_unused_alias_not_emitted (hand-written)
import pypto.language as pl


@pl.program
class UnusedAliasProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_op(
        self,
        a: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        b: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], a)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_unused(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        result: pl.Tensor[[16, 16], pl.FP32] = self.kernel_op(a, b)
        return result
