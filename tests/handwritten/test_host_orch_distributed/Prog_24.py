# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_host_allreduce_reuses_variant_across_core_counts (hand-written)
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
        signal_buf_2 = pld.alloc_window_buffer(pld.world_size() * 2 * pl.INT32.get_byte())
        signal_buf_4 = pld.alloc_window_buffer(pld.world_size() * 4 * pl.INT32.get_byte())
        data = pld.window(data_buf, [SIZE], dtype=pl.FP32)
        signal_2 = pld.window(signal_buf_2, [pld.world_size(), 2], dtype=pl.INT32)
        signal_4 = pld.window(signal_buf_4, [pld.world_size(), 4], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, device=r)
        pld.tensor.allreduce(data, signal_2, op=pld.ReduceOp.Sum, core_num=2)
        pld.tensor.allreduce(data, signal_4, op=pld.ReduceOp.Sum, core_num=4)
        return 0
