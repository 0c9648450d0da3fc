# ptoc: check --backend 910B
# A barrier of 3 ranks: every rank adds 1 to the signal of ranks 0, 1 and 2 and waits
# until its own counts 3.  check derives both what the run needs: 3 ranks, the extent
# of the loop whose var is the notify's peer (with 8, ranks 3 .. 7 would wait for
# notifications no rank sends), and `signal` at zero, as the device's window buffer
# starts (at random, a rank could pass the barrier early or wait forever); the
# orchestration's `sig` gets the kernel's signal fill through the call.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class DerivedRanksSignal:
    @pl.function(type=pl.FunctionType.InCore)
    def barrier(
        self,
        x: pl.Tensor[[1, 16], pl.FP32],
        y: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        for peer in pl.range(3):
            pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal, offsets=[0, 0], expected=3, cmp=pld.WaitCmp.Ge)
        t = pl.load(x, [0, 0], [1, 16])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[1, 16], pl.FP32],
        y: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        sig: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        y = self.barrier(x, y, sig)
        return y
