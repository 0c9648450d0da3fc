# tests/ut/ir/parser/test_builtin_namespace.py::test_public_collective_still_lowers_through_pld_surface (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        signal_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        signal = pld.window(signal_buf, [4], dtype=pl.INT32)
        pld.tensor.barrier(signal)
        return 0
