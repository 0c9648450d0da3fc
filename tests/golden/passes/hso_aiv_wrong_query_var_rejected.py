# ptoc: compile --backend 910B --emit=orchestration
# the launch width of test_verify_hard_syncall_occupancy.py::_aiv_wrong_query_program bound to a var first: the wrong query is found through it
import pypto.language as pl

TR = 128
TC = 128


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def add(
        self,
        a: pl.Tensor[[48 * TR, TC], pl.FP32],
        b: pl.Tensor[[48 * TR, TC], pl.FP32],
        out: pl.Out[pl.Tensor[[48 * TR, TC], pl.FP32]],
    ) -> pl.Tensor[[48 * TR, TC], pl.FP32]:
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
        a: pl.Tensor[[48 * TR, TC], pl.FP32],
        b: pl.Tensor[[48 * TR, TC], pl.FP32],
        out: pl.Out[pl.Tensor[[48 * TR, TC], pl.FP32]],
    ) -> pl.Tensor[[48 * TR, TC], pl.FP32]:
        n = pl.system.available_cluster_count()
        with pl.spmd(n, sync_start=True):
            out = self.add(a, b, out)
        return out
