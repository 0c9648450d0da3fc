# tests/ut/ir/parser/test_alloc_window_buffer.py::test_alloc_window_buffer_call_carries_name_kwarg (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf = pld.alloc_window_buffer(512)
        return data_buf
