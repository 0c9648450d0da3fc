# tests/ut/ir/parser/test_world_size.py::test_world_size_call_used_as_size_in_alloc (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(pld.world_size())
        return buf
