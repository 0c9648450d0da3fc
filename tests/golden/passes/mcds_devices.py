# ptoc: opt --backend 910B --passes=materialize_comm_domain_scopes
# Buffers dispatched to the same devices share a comm domain (domains in the
# order of their first buffer); a collective's signal joins the domain of the
# buffer it updates, here the devices 1 to 3 of the constant loop.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, a: pld.DistributedTensor[[256], pl.FP32]):
        return a
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        one_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        data_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        signal_buf: pl.Ptr = pld.tensor.alloc_window_buffer(16)
        two_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        one: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(one_buf, [256], dtype=pl.FP32)
        data: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(data_buf, [256], dtype=pl.FP32)
        signal: pld.DistributedTensor[[4, 1], pl.INT32] = pld.tensor.window(signal_buf, [4, 1], dtype=pl.INT32)
        two: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(two_buf, [256], dtype=pl.FP32)
        self.chip_orch(one, device=0)
        for r in pl.range(1, 4):
            self.chip_orch(data, device=r)
        self.chip_orch(two, device=0)
        data2: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.allreduce(data, signal, op=0)
        return 0
