# ptoc: parse
# pld.tensor.allreduce reduces a window: a plain tensor as its target is rejected at
# the call, as the reference's deducer does (test_allreduce_deducer_rejects_plain_tensor).
import pypto.language as pl
import pypto.language.distributed as pld

_ALLREDUCE_SIZE = 16
SIZE = _ALLREDUCE_SIZE


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        local: pl.Tensor[[1, SIZE], pl.FP32],
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        local = pld.tensor.allreduce(local, signal, op=pld.ReduceOp.Sum)
        return local
