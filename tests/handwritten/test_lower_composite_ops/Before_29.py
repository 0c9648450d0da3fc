# tests/ut/ir/transforms/test_lower_composite_ops.py::test_ring_allreduce_accepts_arbitrary_lengths (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

size = 8193
n_ranks = 4
reduce_op = pld.ReduceOp.Sum
dtype = pl.FP32
SIZE = size
nr = n_ranks
total_rounds = 2 * (nr - 1)
REDUCE_OP = reduce_op
DTYPE = dtype


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        inp: pl.Tensor[[1, SIZE], DTYPE],
        out: pl.Out[pl.Tensor[[1, SIZE], DTYPE]],
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], DTYPE]],
        signal: pl.InOut[pld.DistributedTensor[[total_rounds, nr], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], DTYPE]:
        local = pl.load(inp, [0, 0], [1, SIZE])
        data = pl.store(local, [0, 0], data)
        data = pld.tensor.allreduce(data, signal, op=REDUCE_OP, mode="ring")
        acc = pl.load(data, [0, 0], [1, SIZE])
        return pl.store(acc, [0, 0], out)
