# tests/ut/ir/transforms/repro_comm_domain_program_roundtrip.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip(self, x: pld.DistributedTensor[[4], pl.FP32]):
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        buf = pld.alloc_window_buffer(16)
        x = pld.window(buf, [4], dtype=pl.FP32)
        for r in pl.range(2):
            self.chip(x, device=r)
        return 0
