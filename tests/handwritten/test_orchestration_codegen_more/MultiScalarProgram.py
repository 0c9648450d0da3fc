# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_scalar_taskarg (hand-written)
import pypto.language as pl


@pl.program
class MultiScalarProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        factor: pl.Scalar[pl.INT64],
        count: pl.Scalar[pl.INT32],
        scale: pl.Scalar[pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(a, [0, 0], [16, 16])
        r = pl.store(t, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_multi(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        factor: pl.Scalar[pl.INT64],
        count: pl.Scalar[pl.INT32],
        scale: pl.Scalar[pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = self.kernel(a, out, factor, count, scale)
        return out
