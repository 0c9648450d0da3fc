# tests/ut/ir/parser/test_alloc_window_buffer.py::test_alloc_window_buffer_long_form (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.tensor.alloc_window_buffer(64)
        return buf
