# tests/ut/ir/parser/test_alloc_window_buffer.py::test_alloc_window_buffer_rejects_empty_shape (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer([], dtype=pl.FP32)  # noqa: F841
        return buf
