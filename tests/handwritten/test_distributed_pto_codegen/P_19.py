# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_store_cacheinvalid_fence_before_releasing_notify (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        inp: pl.Tensor[[1, 32], pl.FP32],
        dst: pld.DistributedTensor[[1, 32], pl.FP32],
        signal: pld.DistributedTensor[[16, 16], pl.INT32],
        peer: pl.Scalar[pl.INT32],
    ):
        local = pl.load(inp, [0, 0], [1, 32])
        pld.tile.remote_store(local, target=dst, peer=peer, offsets=[0, 0])
        pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.Set)
