# ptoc: run --backend 910B --ranks 2 --in 0=rank_iota --in 1=rank:1
# exit: 2
# A per-rank fill takes no value (`rank` is every element the rank id): `rank:1` is a
# usage error at the --in value, not a .npy file that cannot be opened.
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
        out = self.fetch(data, out, 1)
        return out
