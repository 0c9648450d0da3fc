# tests/ut/ir/parser/test_alloc_window_buffer.py::test_alloc_window_buffer_shaped_dynamic (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer([64, pld.world_size()], dtype=pl.FP32)
        return buf
