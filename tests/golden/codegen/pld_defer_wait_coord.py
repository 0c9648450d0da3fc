# ptoc: compile --backend 910B
# The reference's test_outline_incore_scopes Before (case 41): a defer_wait coordinate computed
# by a loop (an INT32 cast to index once, as %coord__rv_v2_idx); its .pto as the reference emits it.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, signal: pld.DistributedTensor[[8, 1], pl.INT32], my_rank: pl.Scalar[pl.INT32], epoch: pl.Scalar[pl.INT32]):
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="waiter"):
            coord: pl.Scalar[pl.INT32] = my_rank
            for _ in pl.range(3):
                coord: pl.Scalar[pl.INT32] = coord + my_rank
            pld.system.defer_wait(signal, [coord, 0], epoch, cmp=1)