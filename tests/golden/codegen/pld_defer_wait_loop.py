# ptoc: compile --backend 910B
# The reference's test_outline_incore_scopes Before (case 40): pld.system.defer_wait in a loop,
# the coordinate the loop index and the expected count a loop-carried INT32 (sign-extended);
# its .pto as the reference emits it.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, signal: pld.DistributedTensor[[4, 1], pl.INT32], epoch: pl.Scalar[pl.INT32], step: pl.Scalar[pl.INT32]):
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="waiter"):
            wanted: pl.Scalar[pl.INT32] = epoch
            for src in pl.range(4):
                pld.system.defer_wait(signal, [src, 0], wanted, cmp=1)
                wanted: pl.Scalar[pl.INT32] = wanted + step