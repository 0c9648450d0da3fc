# ptoc: run --backend 950 --ranks 2 --func chip_orch_builtin --in 0=rank_iota --in 3=zeros --print 1
# examples/distributed/14_reduce_scatter.py (33068039) as main() builds it by default (-d 0,1: nr = 2), with --mode
# builtin: pld.tensor.reduce_scatter leaves on rank r the sum over the ranks of chunk r.  With --in rank_iota,
# rank 0's x is 0 .. 127 and rank 1's 128 .. 255, so rank 0's y is i + (128 + i) = 128 + 2i and rank 1's
# (64 + i) + (192 + i) = 256 + 2i, as the file's hand-rolled hand_step gives
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
nr = 2
use_builtin = True


@pl.program
class ReduceScatter:
    @pl.function(type=pl.FunctionType.InCore)
    def hand_step(
        self,
        x: pl.Tensor[[1, nr * SIZE], pl.FP32],
        y: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[nr, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        ctx = pld.get_comm_ctx(data)
        my_rank = pld.rank(ctx)
        for c in pl.range(nr):
            chunk = pl.load(x, [0, c * SIZE], [1, SIZE])
            data = pl.store(chunk, [c, 0], data)
        for peer in pl.range(nr):
            if peer != my_rank:
                pld.system.notify(
                    signal,
                    peer=peer,
                    offsets=[my_rank, 0],
                    value=1,
                    op=pld.NotifyOp.AtomicAdd,
                )
        for src in pl.range(nr):
            if src != my_rank:
                pld.system.wait(
                    signal,
                    offsets=[src, 0],
                    expected=1,
                    cmp=pld.WaitCmp.Ge,
                )
        acc = pl.load(data, [my_rank, 0], [1, SIZE])
        for peer in pl.range(nr):
            if peer != my_rank:
                recv = pld.tile.remote_load(data, peer=peer, offsets=[my_rank, 0], shape=[1, SIZE])
                acc = pl.add(acc, recv)
        return pl.store(acc, [0, 0], y)

    @pl.function(type=pl.FunctionType.InCore)
    def builtin_step(
        self,
        x: pl.Tensor[[1, nr * SIZE], pl.FP32],
        y: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[nr, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        ctx = pld.get_comm_ctx(data)
        my_rank = pld.rank(ctx)
        for c in pl.range(nr):
            chunk = pl.load(x, [0, c * SIZE], [1, SIZE])
            data = pl.store(chunk, [c, 0], data)
        data = pld.tensor.reduce_scatter(data, signal, op=pld.ReduceOp.Sum)
        acc = pl.load(data, [my_rank, 0], [1, SIZE])
        return pl.store(acc, [0, 0], y)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch_hand(
        self,
        x: pl.Tensor[[1, nr * SIZE], pl.FP32],
        y: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[nr, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        return self.hand_step(x, y, data, signal)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch_builtin(
        self,
        x: pl.Tensor[[1, nr * SIZE], pl.FP32],
        y: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[nr, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        return self.builtin_step(x, y, data, signal)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[nr, 1, nr * SIZE], pl.FP32],
        outputs: pl.Out[pl.Tensor[[nr, 1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[nr, 1, SIZE], pl.FP32]:
        data_buf = pld.alloc_window_buffer(nr * SIZE * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(nr * pl.INT32.get_byte())

        for r in pl.range(pld.world_size()):
            data = pld.window(data_buf, [nr, SIZE], dtype=pl.FP32)
            signal = pld.window(signal_buf, [nr, 1], dtype=pl.INT32)
            if use_builtin:
                self.chip_orch_builtin(inputs[r], outputs[r], data, signal, device=r)
            else:
                self.chip_orch_hand(inputs[r], outputs[r], data, signal, device=r)
        return outputs
