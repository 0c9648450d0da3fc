# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_hoisted_world_size_temp_in_alloc_size_lowers_to_kwarg (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, signal: pld.DistributedTensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        return signal  # type: ignore[return-value]

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[1], pl.INT32]:
        n = pld.world_size()
        buf = pld.alloc_window_buffer(n * pl.INT32.get_byte())
        signal = pld.window(buf, [1], dtype=pl.INT32)
        for r in pl.range(n):
            self.chip_orch(signal, device=r)
        return signal  # type: ignore[return-value]
