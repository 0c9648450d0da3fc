# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_one_comm_remote_offset_helper_per_dtype (hand-written)
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
        t = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[16, 32])
        pl.store(t, [0, 0], out)
        pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.Set)
