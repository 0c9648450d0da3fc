# tests/ut/ir/transforms/test_core_affinity.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class _RemoteLoadProgram:
    """A mixed InCore kernel whose remote_load result feeds cube work."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[16, 64], pl.FP16],
        rhs: pl.Tensor[[16, 16], pl.FP16],
        acc_out: pl.Tensor[[16, 16], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        remote = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[16, 16])
        b = pl.load(rhs, [0, 0], [16, 16])
        c = pl.matmul(remote, b)
        pl.store(c, [0, 0], acc_out)
