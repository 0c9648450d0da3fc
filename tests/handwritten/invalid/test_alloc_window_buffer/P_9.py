# tests/ut/ir/parser/test_alloc_window_buffer.py::test_alloc_window_buffer_rejects_non_positive_static_dim (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer([64, -1], dtype=pl.FP32)  # noqa: F841
        return buf
