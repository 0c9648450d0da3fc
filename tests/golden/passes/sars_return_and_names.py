# ptoc: opt --backend 910B --passes=synthesize_allreduce_signals
# A returned allreduce is bound to __allreduce_result_N after its signal; the
# suffix N counts over the program and skips names in use (here 0).
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32]):
        return data
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        __allreduce_signal_0: pl.Scalar[pl.INT64] = pld.system.world_size()
        data_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        data: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(data_buf, [256], dtype=pl.FP32)
        for r in pl.range(__allreduce_signal_0):
            self.chip_orch(data, device=r)
        return pld.tensor.allreduce(data, op=0, core_num=2)
