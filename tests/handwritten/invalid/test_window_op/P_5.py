# tests/ut/ir/parser/test_window_op.py::test_alloc_names_globally_unique_across_functions (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(8)
        return buf

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch_2(self):
        buf = pld.alloc_window_buffer(8)
        return buf
