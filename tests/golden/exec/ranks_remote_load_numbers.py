# ptoc: run --backend 910B --ranks 2 --in 0=rank_iota --print 0 --print 1
# pld.tile.remote_load reads the peer's window, not the rank's own: with --in rank_iota,
# rank 0's data is 0 .. 63 and rank 1's 64 .. 127 (iota offset by rank * 64).  Each
# rank names the other as its peer and loads row 1 of the peer's data, so rank 0's out
# is 96 .. 127 (rank 1's row 1) and rank 1's is 32 .. 63 (rank 0's row 1).
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class RemoteLoad:
    @pl.function(type=pl.FunctionType.InCore)
    def fetch(self, data: pld.DistributedTensor[[2, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]], peer: pl.Scalar[pl.INT32]) -> pl.Tensor[[1, 32], pl.FP32]:
        t = pld.tile.remote_load(data, peer=peer, offsets=[1, 0], shape=[1, 32])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pld.DistributedTensor[[2, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        ctx: pld.CommCtxType = pld.system.get_comm_ctx(data)
        me: pl.Scalar[pl.INT32] = pld.system.rank(ctx)
        n: pl.Scalar[pl.INT32] = pld.system.nranks(ctx)
        out = self.fetch(data, out, (me + 1) % n)
        return out
