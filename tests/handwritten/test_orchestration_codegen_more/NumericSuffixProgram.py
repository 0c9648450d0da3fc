# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_param_with_numeric_suffix (hand-written)
import pypto.language as pl


@pl.program
class NumericSuffixProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        out_0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        out_1: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        xt: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        r0: pl.Tensor[[16, 16], pl.FP32] = pl.store(xt, [0, 0], out_0)
        r1: pl.Tensor[[16, 16], pl.FP32] = pl.store(xt, [0, 0], out_1)
        return r0, r1

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_numeric(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out_0: pl.Tensor[[16, 16], pl.FP32],
        out_1: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out_0, out_1 = self.kernel(x, out_0, out_1)
        return out_0
