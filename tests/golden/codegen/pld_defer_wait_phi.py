# ptoc: compile --backend 910B
# The reference's test_outline_incore_scopes Before (case 39): the expected count of a
# pld.system.defer_wait is an scf.if result; its .pto as the reference emits it.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, signal: pld.DistributedTensor[[4, 1], pl.INT32], my_rank: pl.Scalar[pl.INT32], low: pl.Scalar[pl.INT32], high: pl.Scalar[pl.INT32]):
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="waiter"):
            if pl.cast(my_rank, pl.INDEX) == 0:
                wanted: pl.Scalar[pl.INT32] = low
            else:
                wanted: pl.Scalar[pl.INT32] = high
            pld.system.defer_wait(signal, [0, 0], wanted, cmp=1)