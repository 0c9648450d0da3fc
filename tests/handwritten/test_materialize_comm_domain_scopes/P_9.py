# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_implicit_allreduce_signal_names_are_program_unique (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32]):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch_a(self):
        data_buf = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        __allreduce_signal_world_size_0 = pld.world_size()
        __allreduce_signal_buf_0 = pld.alloc_window_buffer(pld.world_size() * pl.INT32.get_byte())
        __allreduce_signal_0 = pld.window(
            __allreduce_signal_buf_0,
            [pld.world_size(), 1],
            dtype=pl.INT32,
        )
        __allreduce_result_0 = pld.window(data_buf, [256], dtype=pl.FP32)
        data = pld.window(data_buf, [256], dtype=pl.FP32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, device=r)
        data = pld.tensor.allreduce(data, __allreduce_signal_0, op=pld.ReduceOp.Sum)
        data = pld.tensor.allreduce(data, op=pld.ReduceOp.Sum)
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch_b(self):
        data_buf_b = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        data = pld.window(data_buf_b, [256], dtype=pl.FP32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, device=r)
        data = pld.tensor.allreduce(data, op=pld.ReduceOp.Sum)
        return data
