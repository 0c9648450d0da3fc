# tests/ut/ir/transforms/test_lower_host_tensor_collectives.py::test_host_allreduce_rejects_rank2_signal_with_dynamic_second_extent (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32]):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        width = pld.world_size()
        data = pld.window(data_buf, [256], dtype=pl.FP32)
        signal = pld.window(signal_buf, [pld.world_size(), width], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, device=r)
        pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return 0
