# ptoc: compile --backend 910B
# pld.system.defer_wait registers a ge condition only (the reference's type deduction
# refuses any other cmp).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, signal: pld.DistributedTensor[[8], pl.INT32], expected: pl.Scalar[pl.INT32]):
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="kernel"):
            pld.system.defer_wait(signal, [0], expected, cmp=0)
