# ptoc: opt --backend 910B --passes=synthesize_allreduce_signals
# An allreduce whose signal is left out gets a signal bound just before its
# statement: one nested in an expression has no statement of its own.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32]):
        return data
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        data: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(data_buf, [256], dtype=pl.FP32)
        self.chip_orch(pld.tensor.allreduce(data, op=0), device=0)
        return 0
