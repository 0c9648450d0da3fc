# ptoc: check --backend 910B --ranks 2
# exit: 1
# Rank 0 launches raise_next, the other ranks nothing: a kernel that communicates runs on
# every rank together, so the run stops at rank 0's launch, naming the rank that ended
# without it.
import pypto.language as pl

@pl.program
class Diverge:
    @pl.function(type=pl.FunctionType.InCore)
    def raise_next(signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]], peer: pl.Scalar[pl.INT32]) -> pld.DistributedTensor[[1, 1], pl.INT32]:
        pld.system.notify(signal, peer, [0, 0], 1, op=0)
        return signal

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]]) -> pld.DistributedTensor[[1, 1], pl.INT32]:
        ctx: pld.CommCtxType = pld.system.get_comm_ctx(signal)
        me: pl.Scalar[pl.INT32] = pld.system.rank(ctx)
        if me == 0:
            signal = self.raise_next(signal, 1)
        return signal
