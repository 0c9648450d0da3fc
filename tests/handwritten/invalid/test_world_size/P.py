# tests/ut/ir/parser/test_world_size.py::test_world_size_rejects_positional_args (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        n = pld.world_size(4)  # type: ignore[call-arg]  # noqa: F841
        return 0
