# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_dead_alloc_no_dispatch_raises: a window buffer no chip
# dispatch is given has no devices to make its comm domain over; the reference's
# MaterializeCommDomainScopes rejects it, and so does ptoc, at the allocation.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(1024)
        _ = pld.window(buf, [256], dtype=pl.FP32)
        return 0
