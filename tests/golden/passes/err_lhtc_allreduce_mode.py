# ptoc: opt --backend 910B --passes=materialize_comm_domain_scopes,lower_host_tensor_collectives
# A host all-reduce with a mode the allreduce_mode enum does not list is an error, not the
# default builtin (the reference's test_lower_host_tensor_collectives program P #48).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, data__ssa_v0: pld.DistributedTensor[[256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)]):
        return data__ssa_v0
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        signal_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(16)
        data__ssa_v0: pld.DistributedTensor[[256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)] = pld.tensor.window(data_buf__ssa_v0, [256], dtype=pl.FP32)
        signal__ssa_v0: pld.DistributedTensor[[4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)] = pld.tensor.window(signal_buf__ssa_v0, [4], dtype=pl.INT32)
        self.chip_orch(data__ssa_v0, device=0, attrs={"arg_directions": [pl.adir.input]})
        self.chip_orch(data__ssa_v0, device=1, attrs={"arg_directions": [pl.adir.input]})
        self.chip_orch(data__ssa_v0, device=2, attrs={"arg_directions": [pl.adir.input]})
        self.chip_orch(data__ssa_v0, device=3, attrs={"arg_directions": [pl.adir.input]})
        pld.tensor.allreduce(data__ssa_v0, signal__ssa_v0, op=0, mode='star', core_num=1)
        return 0