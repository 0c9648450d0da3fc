# tests/ut/ir/parser/test_world_size.py::test_world_size_can_drive_pl_range_bound (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        for _ in pl.range(pld.world_size()):  # type: ignore[arg-type]
            pass
        return 0
