# ptoc: parse
# pld.world_size() is host-only (test_world_size.py): the parser rejects it
# outside a HOST-level function, and inside a device-side scope of one.  In an
# Inline function it is accepted (InlineFunctions checks each call site), but
# not inside a device-side scope of the Inline function itself.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            n = pld.world_size()
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        m = pld.world_size()
        with pl.at(level=pl.Level.CORE_GROUP):
            n = pld.world_size()
        for r in pl.spmd(4):
            k = pld.world_size()
        return m

    @pl.function(type=pl.FunctionType.Inline)
    def helper(self) -> pl.Scalar[pl.INT64]:
        m = pld.world_size()
        with pl.at(level=pl.Level.CORE_GROUP):
            n = pld.world_size()
        return m
