# ptoc: compile --backend 910B
# The reference's test_insert_comm_fence Expected (case 12): pld.system.wait becomes pto.comm.twait
# over a one-element view of the signal (%signal_local_pview), cmp ge; its .pto as the
# reference emits it.
import pypto.language as pl

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def f(out: pl.Out[pl.Tensor[[1, 1], pl.INT32]], signal: pld.DistributedTensor[[1, 1], pl.INT32]):
        pld.system.wait(signal, [0, 0], pl.const(1, pl.INT32), cmp=1)
        pl.system.cacheinvalid()
        val: pl.Scalar[pl.INT32] = pl.tensor.read(signal, [0, 0])
        pl.tensor.write(out, [0, 0], val)