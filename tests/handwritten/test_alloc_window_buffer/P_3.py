# tests/ut/ir/parser/test_alloc_window_buffer.py::test_alloc_window_buffer_returns_singleton_ptr_type (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf_a = pld.alloc_window_buffer(8)
        buf_b = pld.alloc_window_buffer(16)  # noqa: F841
        return buf_a
