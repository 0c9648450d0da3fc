# ptoc: compile --backend 910B --no-emit-loc
# A mesh allreduce of a fully dynamic [1, n] window in a kernel (the reference's
# test_allreduce_dynamic_mesh_lowering_reaches_pto_codegen): an scf.for over n by 4096,
# each chunk's width arith.minsi(n - col, 4096), and the peer's partition_view of sizes
# [1, that width].
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("ALLREDUCE_DYNAMIC_N")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, n], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, n], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return data
