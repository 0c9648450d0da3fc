# ptoc: check --backend 910B --ranks 4 --scalar expected=-7 --scalar amount=1
# A whole distributed program as 4 ranks: each rank's orchestration reads its rank and the
# world size from its communication context (pld.system.rank / nranks), names the next
# rank as its peer, and launches pass_on, which adds rank + 1 to the peer's signal and
# waits until its own was raised (past the value it read before the launch).  The ranks' launches
# of pass_on run together, so rank 0's wait lets rank 3 run until it notifies rank 0.
# (A run of one rank, or of ranks one after another, would deadlock.)  --scalar
# expected=-7 and amount=1 are for the kernel checked alone, where no orchestration
# computes them: its wait then holds for any random signal.
# tests/golden/exec/ranks_ring_numbers.py runs it with known inputs.
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
