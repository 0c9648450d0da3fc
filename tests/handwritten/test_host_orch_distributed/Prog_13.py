# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_wrapper_forwards_explicit_comm_ctx_param_as_scalar_name (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_inner(self, data: pld.DistributedTensor[[SIZE], pl.FP32]) -> pl.Tensor[[SIZE], pl.FP32]:
        return data  # type: ignore[return-value]

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_wrapper(self, data: pld.DistributedTensor[[SIZE], pl.FP32]) -> pl.Tensor[[SIZE], pl.FP32]:
        return self.chip_inner(data)  # type: ignore[return-value]

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self) -> pl.Tensor[[SIZE], pl.FP32]:
        data_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        data = pld.window(data_buf, [SIZE], dtype=pl.FP32)
        for r in pl.range(pld.world_size()):
            self.chip_wrapper(data, device=r)
        return data  # type: ignore[return-value]
