# tests/ut/ir/parser/test_world_size.py::test_world_size_rejected_in_nested_device_scope_within_host_function (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        with pl.at(level=pl.Level.CORE_GROUP):
            n = pld.world_size()  # noqa: F841
        return 0
