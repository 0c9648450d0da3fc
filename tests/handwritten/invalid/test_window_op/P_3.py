# tests/ut/ir/parser/test_window_op.py::test_window_rejects_missing_shape_arg (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(8)
        data = pld.window(buf, dtype=pl.FP32)  # noqa: F841
        return 0
