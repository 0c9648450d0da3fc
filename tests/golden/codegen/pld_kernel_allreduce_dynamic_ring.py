# ptoc: compile --backend 910B --no-emit-loc
# A ring allreduce of a dynamic packed [2, 3, n] window in a kernel (the reference's
# test_ring_allreduce_dynamic_nd_reaches_pto_codegen): the window seen as one [1, 6 * n]
# stream, its segments bounded by i * 6n // NR and walked in chunks to ceil(6n / NR).
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("RING_ALLREDUCE_DYNAMIC_N")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[2, 3, n], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2, 2], pl.INT32]],
    ) -> pld.DistributedTensor[[2, 3, n], pl.FP32]:
        return pld.tensor.allreduce(data, signal, mode="ring")
