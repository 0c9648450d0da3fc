# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_const_device_kwarg_renders_literal_worker (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        out: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
        data: pld.DistributedTensor[[SIZE], pl.FP32],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, out: pl.Out[pl.Tensor[[SIZE], pl.FP32]]) -> pl.Tensor[[SIZE], pl.FP32]:
        data_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        data = pld.window(data_buf, [SIZE], dtype=pl.FP32)
        result: pl.Tensor[[SIZE], pl.FP32] = self.chip_orch(out, data, device=0)
        return result
