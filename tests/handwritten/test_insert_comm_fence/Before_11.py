# tests/ut/ir/transforms/test_insert_comm_fence.py::test_combo_two_phase_loops (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N = 8


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        inp: pl.Tensor[[1, N], pl.FP32],
        win: pld.DistributedTensor[[1, N], pl.FP32],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        peer: pl.Scalar[pl.INT32],
    ):
        local = pl.load(inp, [0, 0], [1, N])
        for _s in pl.range(N):
            pld.system.notify(
                target=signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd
            )
            pl.store(local, [0, 0], win)
        for _t in pl.range(N):
            pld.system.notify(
                target=signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd
            )
            pl.store(local, [0, 0], win)
