# tests/ut/ir/transforms/test_lower_l2_tensor_collectives.py::test_collective_becomes_a_local_builtin_kernel_call (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
NR = 2
MAX_RECV = 4
TOTAL = NR * MAX_RECV
core_num = 1


@pl.program
class L2AllToAllV:
    @pl.function(type=pl.FunctionType.InCore)
    def stage_step(
        self,
        inp: pl.Tensor[[TOTAL, SIZE], pl.FP32],
        stage: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
    ) -> pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]:
        for row in pl.range(TOTAL):
            chunk = pl.load(inp, [row, 0], [1, SIZE])
            stage = pl.store(chunk, [row, 0], stage)
        return stage

    @pl.function(type=pl.FunctionType.InCore)
    def consume_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        out: pl.Out[pl.Tensor[[TOTAL, SIZE], pl.FP32]],
    ) -> pl.Tensor[[TOTAL, SIZE], pl.FP32]:
        for row in pl.range(TOTAL):
            chunk = pl.load(data, [row, 0], [1, SIZE])
            out = pl.store(chunk, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_pipeline(
        self,
        inp: pl.Tensor[[TOTAL, SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[TOTAL, SIZE], pl.FP32]],
        stage: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[TOTAL, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        counts: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
        recv: pl.InOut[pld.DistributedTensor[[NR, 1], pl.INT32]],
    ) -> pl.Tensor[[TOTAL, SIZE], pl.FP32]:
        stage = self.stage_step(inp, stage)
        data = pld.tensor.all_to_all_v(stage, data, signal, counts, recv, core_num=core_num)
        return self.consume_step(data, out)
