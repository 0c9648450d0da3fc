# ptoc: run --backend 910B --ranks 2 --in 0=iota --in 2=iota --in 3=zeros --print 1 --print 2
# A sum over 2 ranks through a window, as examples/row_parallel_linear.py is written: the
# kernel zeroes its `total` window by a store (`total = pl.store(zero, [0, 0], total)`), and
# the peer put then writes through that store's result, which codegen follows back to the
# DistributedTensor parameter and its communication context.  The HOST orchestrator that
# dispatches `per_rank` on every device is not run: `ptoc run` takes the chip-level
# orchestration function as the entry, as `ptoc check` does.  With x = iota and total
# starting at iota, every rank's total and y end at 2 * iota.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class HostPut:
    @pl.function(type=pl.FunctionType.InCore)
    def sum_ranks(self, x: pl.Tensor[[2, 64], pl.FP32], y: pl.Out[pl.Tensor[[2, 64], pl.FP32]], total: pl.InOut[pld.DistributedTensor[[2, 64], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]]) -> pl.Tensor[[2, 64], pl.FP32]:
        zero = pl.tile.full([2, 64], dtype=pl.FP32, value=0.0)
        total = pl.store(zero, [0, 0], total)
        for peer in pl.range(2):
            pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal, offsets=[0, 0], expected=2, cmp=pld.WaitCmp.Ge)
        for peer in pl.range(2):
            pld.tensor.put(total, peer, x, atomic=pl.AtomicType.Add)
            pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal, offsets=[0, 0], expected=4, cmp=pld.WaitCmp.Ge)
        s = pl.load(total, [0, 0], [2, 64])
        y = pl.store(s, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def per_rank(self, x: pl.Tensor[[2, 64], pl.FP32], y: pl.Out[pl.Tensor[[2, 64], pl.FP32]], total: pl.InOut[pld.DistributedTensor[[2, 64], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]]) -> pl.Tensor[[2, 64], pl.FP32]:
        y = self.sum_ranks(x, y, total, signal)
        return y

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[2, 2, 64], pl.FP32], y: pl.Out[pl.Tensor[[2, 2, 64], pl.FP32]]) -> pl.Tensor[[2, 2, 64], pl.FP32]:
        total_buf = pld.alloc_window_buffer(2 * 64 * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(pl.INT32.get_byte())
        for r in pl.range(pld.world_size()):
            total = pld.window(total_buf, [2, 64], dtype=pl.FP32)
            signal = pld.window(signal_buf, [1, 1], dtype=pl.INT32)
            self.per_rank(x[r], y[r], total, signal, device=r)
        return y
