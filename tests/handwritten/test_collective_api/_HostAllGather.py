# tests/ut/language/test_collective_api.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 8


@pl.program
class _HostAllGather:
    """Program exercising a signal-bearing wrapper (pld.all_gather)."""

    @pl.function(type=pl.FunctionType.InCore)
    def publish_step(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        local: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
    ) -> pld.DistributedTensor[[1, SIZE], pl.FP32]:
        return pl.store(pl.load(inp, [0, 0], [1, SIZE]), [0, 0], local)

    @pl.function(type=pl.FunctionType.Orchestration)
    def publish_orch(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        local: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
    ) -> pld.DistributedTensor[[1, SIZE], pl.FP32]:
        return self.publish_step(inp, local)

    @pl.function(type=pl.FunctionType.InCore)
    def consume_step(
        self,
        target: pld.DistributedTensor[[2, SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        return pl.store(pl.load(target, [0, 0], [1, SIZE]), [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def consume_orch(
        self,
        target: pld.DistributedTensor[[2, SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        return self.consume_step(target, out)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[2, 1, SIZE], pl.FP32],
        outputs: pl.Out[pl.Tensor[[2, 1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[2, 1, SIZE], pl.FP32]:
        local_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        target_buf = pld.alloc_window_buffer(2 * SIZE * pl.FP32.get_byte())
        for r in pl.range(2):
            local = pld.window(local_buf, [1, SIZE], dtype=pl.FP32)
            self.publish_orch(inputs[r], local, device=r)
        local = pld.window(local_buf, [1, SIZE], dtype=pl.FP32)
        target = pld.window(target_buf, [2, SIZE], dtype=pl.FP32)
        target = pld.all_gather(local, target)  # auto signal: __auto_allgather_<n>
        for r in pl.range(2):
            self.consume_orch(target, outputs[r], device=r)
        return outputs
