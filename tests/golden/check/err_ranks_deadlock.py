# ptoc: check --backend 910B --ranks 4 --scalar expected=-7
# exit: 1
# tests/golden/check/ranks_ring.py without the notify: every rank waits for its signal to
# pass the value it read before the launch, and no rank raises one.  The ranks run the
# launches of wait_raised together, and the state where all of them wait is reported as a
# deadlock at the wait (the kernel checked alone passes: --scalar expected=-7 holds for the
# signal check starts at 0).
import pypto.language as pl

@pl.program
class Stuck:
    @pl.function(type=pl.FunctionType.InCore)
    def wait_raised(out: pl.Out[pl.Tensor[[1, 1], pl.INT32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]], expected: pl.Scalar[pl.INT32]) -> pl.Tensor[[1, 1], pl.INT32]:
        pld.system.wait(signal, [0, 0], expected, cmp=1)
        got: pl.Scalar[pl.INT32] = pl.tensor.read(signal, [0, 0])
        pl.tensor.write(out, [0, 0], got)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, out: pl.Out[pl.Tensor[[1, 1], pl.INT32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        start: pl.Scalar[pl.INT32] = pl.tensor.read(signal, [0, 0])
        out = self.wait_raised(out, signal, start + 1)
        return out
