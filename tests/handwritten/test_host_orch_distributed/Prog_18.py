# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_world_size_lowers_to_kwarg_in_expression_context (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, signal: pld.DistributedTensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        return signal  # type: ignore[return-value]

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[1], pl.INT32]:
        # alloc size threading pld.world_size() — exercises the alloc-arg path.
        buf = pld.alloc_window_buffer(pld.world_size() * pl.INT32.get_byte())
        signal = pld.window(buf, [1], dtype=pl.INT32)
        # loop bound — exercises the for-stop path.
        for r in pl.range(pld.world_size()):
            self.chip_orch(signal, device=r)
        return signal  # type: ignore[return-value]
