# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_dead_alloc_no_dispatch_raises (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        _ = pld.window(buf, [256], dtype=pl.FP32)
        return 0
