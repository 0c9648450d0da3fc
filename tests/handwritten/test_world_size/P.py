# tests/ut/ir/parser/test_world_size.py::test_world_size_call_returns_int64_scalar (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        n = pld.world_size()
        return n
