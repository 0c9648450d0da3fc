# ptoc: opt --backend 910B --passes=materialize_comm_domain_scopes
# A window buffer's comm domain is the devices its windows are dispatched to: a
# buffer no chip dispatch uses has none.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32]):
        return data
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        spare_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        data: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(data_buf, [256], dtype=pl.FP32)
        spare: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(spare_buf, [256], dtype=pl.FP32)
        self.chip_orch(data, device=0)
        return 0
