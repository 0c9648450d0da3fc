# tests/ut/ir/transforms/test_pack_fp4_pass.py::test_pack_fp4_rejects_unsupported::case_remote (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[2, 512], pl.FP4],
        out: pl.Tensor[[2, 512], pl.FP4],
        peer: pl.Scalar[pl.INT32],
    ):
        pl.store(
            pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[2, 512]), [0, 0], out
        )
