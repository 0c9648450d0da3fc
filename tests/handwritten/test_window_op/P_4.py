# tests/ut/ir/parser/test_window_op.py::test_window_can_be_called_inside_for_loop (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(64)
        for _ in pl.range(0, 4):
            data = pld.window(buf, [16], dtype=pl.FP32)  # noqa: F841
        return 0
