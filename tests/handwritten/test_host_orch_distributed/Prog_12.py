# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_two_dist_tensor_formals_emit_two_explicit_ctx_scalars (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        data: pld.DistributedTensor[[SIZE], pl.FP32],
        signal: pld.DistributedTensor[[1], pl.INT32],
    ) -> pl.Tensor[[1], pl.INT32]:
        return signal  # type: ignore[return-value]

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[1], pl.INT32]:
        data_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(pl.INT32.get_byte())
        data = pld.window(data_buf, [SIZE], dtype=pl.FP32)
        signal = pld.window(signal_buf, [1], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, signal, device=r)
        return signal  # type: ignore[return-value]
