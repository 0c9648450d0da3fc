# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_two_allocs_same_descriptor_one_group (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        data: pld.DistributedTensor[[256], pl.FP32],
        signal: pld.DistributedTensor[[8], pl.INT32],
    ):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf_data = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        buf_signal = pld.alloc_window_buffer(8 * pl.INT32.get_byte())
        data = pld.window(buf_data, [256], dtype=pl.FP32)
        signal = pld.window(buf_signal, [8], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, signal, device=r)
        return 0
