# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_multiple_tuple_calls (hand-written)
import pypto.language as pl


@pl.program
class MultipleTupleProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_a(
        self,
        x: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        y: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        xt: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        yt: pl.Tile[[16, 16], pl.FP32] = pl.load(y, [0, 0], [16, 16])
        x_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(xt, [0, 0], x)
        y_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(yt, [0, 0], y)
        return x_out, y_out

    @pl.function(type=pl.FunctionType.AIV)
    def kernel_b(
        self,
        a: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        b: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        at: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        bt: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        a_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(at, [0, 0], a)
        b_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(bt, [0, 0], b)
        return a_out, b_out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_multi_tuple(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        # First tuple-returning call
        x, y = self.kernel_a(x, y)
        # Second tuple-returning call
        a, b = self.kernel_b(a, b)
        return x
