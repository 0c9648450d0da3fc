# tests/ut/ir/parser/test_alloc_window_buffer.py::test_alloc_window_buffer_rejects_bare_call_outside_assignment (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        pld.alloc_window_buffer(8)
        return 0
