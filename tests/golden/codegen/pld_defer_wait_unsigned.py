# ptoc: compile --backend 910B
# The reference's test_distributed_pto_codegen P (case 6): pld.system.defer_wait registers the
# signal word with the runtime: a checked flat offset (-1 out of bounds) and the UINT32
# expected zero-extended to i64 are passed with the signal's base pointer and the hidden
# %__pypto_deferred_raw_args to the adapter the module declares; its .pto as the reference emits it.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, signal: pld.DistributedTensor[[8], pl.INT32], expected: pl.Scalar[pl.UINT32]):
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="kernel"):
            pld.system.defer_wait(signal, [0], expected, cmp=1)