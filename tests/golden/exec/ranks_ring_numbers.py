# ptoc: run --backend 910B --ranks 4 --in 0=iota --in 2=zeros --print 1 --print 2
# tests/golden/check/ranks_ring.py with known inputs: every rank's signal starts at 0 and
# x at 0; rank r adds r + 1 to rank (r + 1) % 4's signal, so rank 0's signal ends at 4 and
# rank r's at r, and each rank's out is its signal plus x.
import pypto.language as pl

@pl.program
class Ring:
    @pl.function(type=pl.FunctionType.InCore)
    def pass_on(x: pl.Tensor[[1, 1], pl.INT32], out: pl.Out[pl.Tensor[[1, 1], pl.INT32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]], peer: pl.Scalar[pl.INT32], amount: pl.Scalar[pl.INT32], expected: pl.Scalar[pl.INT32]) -> pl.Tensor[[1, 1], pl.INT32]:
        v: pl.Scalar[pl.INT32] = pl.tensor.read(x, [0, 0])
        pld.system.notify(signal, peer, [0, 0], amount, op=0)
        pld.system.wait(signal, [0, 0], expected, cmp=1)
        got: pl.Scalar[pl.INT32] = pl.tensor.read(signal, [0, 0])
        pl.tensor.write(out, [0, 0], got + v)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[1, 1], pl.INT32], out: pl.Out[pl.Tensor[[1, 1], pl.INT32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        ctx: pld.CommCtxType = pld.system.get_comm_ctx(signal)
        me: pl.Scalar[pl.INT32] = pld.system.rank(ctx)
        n: pl.Scalar[pl.INT32] = pld.system.nranks(ctx)
        peer: pl.Scalar[pl.INT32] = (me + 1) % n
        start: pl.Scalar[pl.INT32] = pl.tensor.read(signal, [0, 0])
        out = self.pass_on(x, out, signal, peer, me + 1, start + 1)
        return out
