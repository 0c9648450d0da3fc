# ptoc: opt --backend 910B --passes=materialize_comm_domain_scopes,lower_host_tensor_collectives
# A domain over listed devices needs a signal cell per device: 3 devices, 2 cells.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32], signal: pld.DistributedTensor[[2, 1], pl.INT32], flag: pld.DistributedTensor[[2], pl.INT32]):
        return data
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        signal_buf: pl.Ptr = pld.tensor.alloc_window_buffer(8)
        flag_buf: pl.Ptr = pld.tensor.alloc_window_buffer(8)
        data: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(data_buf, [256], dtype=pl.FP32)
        signal: pld.DistributedTensor[[2, 1], pl.INT32] = pld.tensor.window(signal_buf, [2, 1], dtype=pl.INT32)
        flag: pld.DistributedTensor[[2], pl.INT32] = pld.tensor.window(flag_buf, [2], dtype=pl.INT32)
        for r in pl.range(3):
            self.chip_orch(data, signal, flag, device=r)
        # reduce across both chips
        data2: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.allreduce(data, signal, op=1, mode='mesh', core_num=1)
        pld.tensor.barrier(flag)
        return 0
