# ptoc: check --backend 910B --ranks 2 --fill signal=0
# A peer put whose destination is the result of a store into the DistributedTensor
# parameter (`total = pl.store(zero, [0, 0], total)`, then pld.tensor.put(total, peer, ...)),
# as examples/row_parallel_linear.py and the reference's distributed examples write it:
# codegen follows the store's result back to the parameter and its communication context.
# tests/golden/exec/ranks_host_put_numbers.py runs the same kernel with known inputs.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class PutAfterStore:
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
