# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_backend_materializes_allgather_next_level_files (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        stage: pld.DistributedTensor[[1, SIZE], pl.FP32],
        data: pld.DistributedTensor[[4, SIZE], pl.FP32],
        sig: pld.DistributedTensor[[4], pl.INT32],
    ):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        stage_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        data_buf = pld.alloc_window_buffer(4 * SIZE * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        stage = pld.window(stage_buf, [1, SIZE], dtype=pl.FP32)
        data = pld.window(data_buf, [4, SIZE], dtype=pl.FP32)
        signal = pld.window(signal_buf, [4], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(stage, data, signal, device=r)
        pld.tensor.allgather(stage, data, signal)
        return 0
