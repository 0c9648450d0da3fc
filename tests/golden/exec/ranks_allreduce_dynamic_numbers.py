# ptoc: run --backend 910B --ranks 4 --in 0=rank --in 1=zeros --print 0 --print 1
# A mesh allreduce inside a kernel over a fully dynamic [1, n] window (the reference's
# test_allreduce_dynamic_mesh_lowering_reaches_pto_codegen, its signal sized for 4
# ranks), called with n = 9000: the chunk loop runs to n by 4096 with the last chunk's
# width min(4096, n - col), so all three chunks, the ragged one too, hold 0 + 1 + 2 + 3;
# the reset takes the symbolic credit total (1 + ceil(n / 4096)) back off every signal word.
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("ALLREDUCE_DYNAMIC_N")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, n], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[4, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, n], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return data

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, 9000], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[4, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, 9000], pl.FP32]:
        data = self.reduce_step(data, signal)
        return data
