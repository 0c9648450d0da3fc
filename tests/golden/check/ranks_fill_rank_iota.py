# ptoc: check --backend 910B --ranks 2 --fill data=rank_iota
# The remote load of tests/golden/exec/ranks_remote_load_numbers.py checked with per-rank
# data: --fill data=rank_iota gives rank r's data iota offset by r * 64 (as `ptoc run
# --in I=rank_iota`), every other tensor random from the rank's seed.
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
