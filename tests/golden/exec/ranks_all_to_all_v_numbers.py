# ptoc: run --backend 910B --ranks 2 --in 0=rank_iota --in 1=rank_iota --in 2=const:-1 --in 4=const:-1 --print 2 --print 3 --print 4
# pld.tensor.all_to_all_v inside a kernel (LowerCompositeOps): every rank's input holds
# a block of MAX = 4 / 2 = 2 rows per destination, and block d of rank s lands in block
# s of rank d's data whole, whatever the count.  With --in rank_iota, rank 0's input is
# 0 .. 63 and rank 1's 64 .. 127, so rank 0's data ends as 0 .. 31 (its own block 0)
# then 64 .. 95 (rank 1's block 0), and rank 1's as 32 .. 63 then 96 .. 127.  The send
# counts are [0, 1] on rank 0 and [2, 3] on rank 1; rank s sets min(count[d], 2) into row
# s of rank d's recv_counts, so rank 0 receives [0, 2] and rank 1 [1, 2] (3 clamped to
# the block; data and recv_counts start at -1).  The barrier's generation is taken back
# off: both signals end at 0.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class AllToAllVNumbers:
    @pl.function(type=pl.FunctionType.InCore)
    def exchange(self, inp: pl.Tensor[[4, 16], pl.FP32], counts: pl.Tensor[[2, 1], pl.INT32],
                 data: pl.InOut[pld.DistributedTensor[[4, 16], pl.FP32]],
                 signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
                 recv_counts: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        data = pld.tensor.all_to_all_v(inp, data, signal, counts, recv_counts)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, inp: pl.Tensor[[4, 16], pl.FP32], counts: pl.Tensor[[2, 1], pl.INT32],
             data: pl.InOut[pld.DistributedTensor[[4, 16], pl.FP32]],
             signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
             recv_counts: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        self.exchange(inp, counts, data, signal, recv_counts)
