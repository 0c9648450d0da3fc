# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_get_emits_comm_tget_with_staging_tile:
# pld.tensor.get lowers to a staging tile and pld.tile.get: the local destination view
# (%dst_local_pview), the source's view in the peer's window (%src_peer_pview), and
# pto.comm.tget through the staging tile between PIPE_ALL barriers.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        dst: pld.DistributedTensor[[16, 64], pl.FP16],
        src: pld.DistributedTensor[[16, 64], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        pld.tensor.get(dst, peer=peer, src=src)
