# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_two_groups_emit_nested_allocate_domain (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch_a(self, a: pld.DistributedTensor[[SIZE], pl.FP32]):
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch_b(self, b: pld.DistributedTensor[[SIZE], pl.FP32]):
        return b

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf_a = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        buf_b = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        a = pld.window(buf_a, [SIZE], dtype=pl.FP32)
        b = pld.window(buf_b, [SIZE], dtype=pl.FP32)
        self.chip_orch_a(a, device=0)
        self.chip_orch_a(a, device=1)
        self.chip_orch_b(b, device=2)
        self.chip_orch_b(b, device=3)
        return 0
