# tests/ut/ir/transforms/test_insert_comm_fence.py::test_combo_ring_barrier_idiom (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N = 8


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        inp: pl.Tensor[[1, N], pl.FP32],
        win: pld.DistributedTensor[[1, N], pl.FP32],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
        me: pl.Scalar[pl.INT32],
    ):
        local = pl.load(inp, [0, 0], [1, N])
        for _s in pl.range(N - 1):
            for p in pl.range(N):
                if p != me:
                    pld.system.notify(
                        target=signal, peer=p, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd
                    )
            pl.store(local, [0, 0], win)
            pl.system.cacheinvalid(win, [1, N], [0, 0])
            pl.system.fence()
