# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_full_rank_dispatch_loop_allows_per_rank_window_views: a
# window viewed inside the rank loop is carried out of it; a window view is
# compile-time (each dispatch names it through its comm domain), so the carry
# emits nothing.
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        data: pld.DistributedTensor[[SIZE], pl.FP32],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        return data  # type: ignore[return-value]

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[SIZE], pl.FP32]:
        data_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        for r in pl.range(pld.world_size()):
            data = pld.window(data_buf, [SIZE], dtype=pl.FP32)
            self.chip_orch(data, device=r)
        return data  # type: ignore[return-value]
