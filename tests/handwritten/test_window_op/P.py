# tests/ut/ir/parser/test_window_op.py::test_window_returns_distributed_tensor_type_no_buffer_yet (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(1024)
        data = pld.window(buf, [256], dtype=pl.FP32)
        return data
