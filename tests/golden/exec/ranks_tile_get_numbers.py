# ptoc: run --backend 910B --ranks 2 --in 0=rank --in 1=rank_iota --print 0 --print 1
# pld.tensor.get (a staging tile and pld.tile.get) copies the peer's src into the rank's
# own dst: with --in rank, every element of rank r's dst starts at r, and with
# rank_iota rank 0's src is 0 .. 127 and rank 1's 128 .. 255.  Each rank names the
# other as its peer, so rank 0's dst ends as 128 .. 255 and rank 1's as 0 .. 127, and
# both srcs are unchanged.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class TileGet:
    @pl.function(type=pl.FunctionType.InCore)
    def fetch(self, dst: pl.InOut[pld.DistributedTensor[[4, 32], pl.FP32]], src: pld.DistributedTensor[[4, 32], pl.FP32], peer: pl.Scalar[pl.INT32]):
        pld.tensor.get(dst, peer=peer, src=src)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, dst: pl.InOut[pld.DistributedTensor[[4, 32], pl.FP32]], src: pld.DistributedTensor[[4, 32], pl.FP32]):
        ctx: pld.CommCtxType = pld.system.get_comm_ctx(dst)
        me: pl.Scalar[pl.INT32] = pld.system.rank(ctx)
        n: pl.Scalar[pl.INT32] = pld.system.nranks(ctx)
        self.fetch(dst, src, (me + 1) % n)
