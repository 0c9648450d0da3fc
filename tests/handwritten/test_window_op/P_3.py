# tests/ut/ir/parser/test_window_op.py::test_window_propagates_multi_dim_shape (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(2048)
        data = pld.window(buf, [8, 64], dtype=pl.FP16)
        return data
