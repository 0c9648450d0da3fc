# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::_build_pass_output_with_two_groups (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32]):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf_a = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        buf_b = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        data_a = pld.window(buf_a, [256], dtype=pl.FP32)
        data_b = pld.window(buf_b, [256], dtype=pl.FP32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data_a, device=r)
        self.chip_orch(data_b, device=0)
        return 0
