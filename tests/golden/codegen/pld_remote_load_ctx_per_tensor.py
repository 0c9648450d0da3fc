# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_ctx_arg_materialized_per_distributed_tensor:
# one !pto.ptr<i64> communication context per DistributedTensor parameter, after the user's
# scalars (%arg4 for data, %arg5 for signal); the remote load reads data's.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[16, 64], pl.FP16],
        signal: pld.DistributedTensor[[16, 16], pl.INT32],
        out: pl.Tensor[[16, 32], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        # Touch both DistributedTensor params so neither is DCE'd.
        t = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[16, 32])
        pl.store(t, [0, 0], out)
        pld.system.wait(signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)
