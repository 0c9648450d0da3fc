# ptoc: run --backend 910B --ranks 4 --in 0=rank_iota --in 1=zeros --print 0 --print 1
# A ring allreduce inside a kernel over a dynamic packed [2, 3, n] window (the reference's
# test_ring_allreduce_dynamic_nd_reaches_pto_codegen, its signal [2 * (NR - 1), NR] sized
# for 4 ranks), called with n = 5: the 30 elements are one [1, 6 * n] stream cut into
# segments at i * 6n // 4, walked to ceil(6n / 4); element i of rank r starts at i + 30 r,
# so every rank ends with 4 i + 180 and every signal word back at 0.
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("RING_ALLREDUCE_DYNAMIC_N")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[2, 3, n], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[6, 4], pl.INT32]],
    ) -> pld.DistributedTensor[[2, 3, n], pl.FP32]:
        return pld.tensor.allreduce(data, signal, mode="ring")

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.InOut[pld.DistributedTensor[[2, 3, 5], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[6, 4], pl.INT32]],
    ) -> pld.DistributedTensor[[2, 3, 5], pl.FP32]:
        data = self.reduce_step(data, signal)
        return data
