# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_every_next_level_reports_the_selected_runtime (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, data: pld.DistributedTensor[[SIZE], pl.FP32]):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(pld.world_size() * pl.INT32.get_byte())
        data = pld.window(data_buf, [SIZE], dtype=pl.FP32)
        signal = pld.window(signal_buf, [pld.world_size()], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, device=r)
        pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return 0
