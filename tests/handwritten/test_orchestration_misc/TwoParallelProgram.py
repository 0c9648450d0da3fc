# tests/ut/codegen/test_orchestration_misc.py::TestLocalAllocWAWPromotion::test_two_parallel_loops_promote_only_second (hand-written)
import pypto.language as pl


@pl.program
class TwoParallelProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def task(
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
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        buf: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        for _i in pl.parallel(4):
            buf = self.task(a, buf)
        for _j in pl.parallel(4):
            buf = self.task(a, buf)
        out = self.task(buf, out)
        return out
