# ptoc: compile --backend 910B --emit=orchestration
# tests/ut/ir/transforms/test_verify_hard_syncall_occupancy.py::TestHardSyncallOccupancy::test_full_aiv_occupancy_accepted
import pypto.language as pl

TR = 128
TC = 128
n = 48


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def add(
        self,
        a: pl.Tensor[[n * TR, TC], pl.FP32],
        b: pl.Tensor[[n * TR, TC], pl.FP32],
        out: pl.Out[pl.Tensor[[n * TR, TC], pl.FP32]],
    ) -> pl.Tensor[[n * TR, TC], pl.FP32]:
        i = pl.tile.get_block_idx()
        o = i * TR
        ta = pl.load(a, [o, 0], [TR, TC])
        tb = pl.load(b, [o, 0], [TR, TC])
        pl.system.syncall(core_type="aiv_only")  # HARD barrier
        out = pl.store(pl.add(ta, tb), [o, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[n * TR, TC], pl.FP32],
        b: pl.Tensor[[n * TR, TC], pl.FP32],
        out: pl.Out[pl.Tensor[[n * TR, TC], pl.FP32]],
    ) -> pl.Tensor[[n * TR, TC], pl.FP32]:
        with pl.spmd(n, sync_start=True):
            out = self.add(a, b, out)
        return out
