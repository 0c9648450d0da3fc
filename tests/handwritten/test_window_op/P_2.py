# tests/ut/ir/parser/test_window_op.py::test_window_input_is_alloc_ptr_var (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(64)
        data = pld.window(buf, [16], dtype=pl.FP32)
        return data
