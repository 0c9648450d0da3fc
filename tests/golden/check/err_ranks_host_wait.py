# ptoc: check --backend 910B --ranks 2
# exit: 1
# The orchestration waits on the host (pld.system.wait) for a signal no kernel raises:
# only a kernel that communicates writes a rank's window, and such kernels run on every
# rank together, so none can run while a rank waits; rank 0 reports the deadlock at the
# wait and the other ranks do not start.
import pypto.language as pl

@pl.program
class HostWait:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(x: pl.Tensor[[1, 16], pl.FP32], out: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32] = pl.load(x, [0, 0], [1, 16])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[1, 16], pl.FP32], out: pl.Out[pl.Tensor[[1, 16], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        out = self.copy(x, out)
        pld.system.wait(signal, [0, 0], 100, cmp=0)
        return out
