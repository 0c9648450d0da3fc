# tests/ut/codegen/test_orchestration_misc.py::TestLocalAllocWAWPromotion::test_alloc_tensor_two_loops_gets_inout (hand-written)
import pypto.language as pl


@pl.program
class TwoLoopAllocProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def task_init(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        buf: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], buf)
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def task_compute(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        buf: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], buf)
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def task_read(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        ret: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        buf: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        for _i in pl.range(4):
            buf = self.task_init(x, buf)
        for _i in pl.range(4):
            buf = self.task_compute(x, buf)
        out = self.task_read(buf, out)
        return out
