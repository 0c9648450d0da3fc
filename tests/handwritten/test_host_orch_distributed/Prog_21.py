# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_two_groups_handle_routing_is_per_dispatch_not_state_bleed (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, x: pld.DistributedTensor[[SIZE], pl.FP32]):
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf_a = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        buf_b = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        a = pld.window(buf_a, [SIZE], dtype=pl.FP32)
        b = pld.window(buf_b, [SIZE], dtype=pl.FP32)
        # buf_a → group on {0}; buf_b → group on {2}. Distinct device
        # subsets → distinct CommGroups even though the *same*
        # chip_orch is dispatched against each. The handle picked at
        # emit time must reflect the *arg's* WindowBuffer, not any
        # callee-keyed cache.
        self.chip_orch(a, device=0)
        self.chip_orch(b, device=2)
        return 0
