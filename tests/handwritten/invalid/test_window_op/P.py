# tests/ut/ir/parser/test_window_op.py::test_window_rejects_non_ptr_arg (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[64], pl.FP32]):
        data = pld.window(x, [16], dtype=pl.FP32)  # type: ignore[arg-type]  # noqa: F841
        return 0
