# ptoc: opt --backend 910B --passes=lower_composite_ops
# An all_to_all_v inside a kernel sends each rank a block of target rows / NR rows (NR the
# signal's rows): 5 rows over 2 ranks have no such block.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class AllToAllV:
    @pl.function(type=pl.FunctionType.InCore)
    def exchange_step(self, inp: pl.Tensor[[5, 16], pl.FP32], counts: pl.Tensor[[2, 1], pl.INT32], data: pl.InOut[pld.DistributedTensor[[5, 16], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]], recv_counts: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[5, 16], pl.FP32]:
        data = pld.tensor.all_to_all_v(inp, data, signal, counts, recv_counts)
        return data
