# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_no_alloc_window_buffer_no_op (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[64], pl.FP32]):
        return x
