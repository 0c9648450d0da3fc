# ptoc: print
# tests/ut/codegen/distributed/test_host_orch_distributed.py::test_host_allreduce_builtin_supports_every_op (op=pld.ReduceOp.Max): a module-level name may hold an enum member (it prints as the value the op kwarg carries) or None (an unused SCALE_MODE here)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64
DTYPE = pl.FP32
DTYPE_BYTES = 4
REDUCE_OP = pld.ReduceOp.Max
SCALE_MODE = None


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, data: pld.DistributedTensor[[SIZE], DTYPE]):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        data_buf = pld.alloc_window_buffer(SIZE * DTYPE_BYTES)
        signal_buf = pld.alloc_window_buffer(pld.world_size() * pl.INT32.get_byte())
        data = pld.window(data_buf, [SIZE], dtype=DTYPE)
        signal = pld.window(signal_buf, [pld.world_size()], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(data, device=r)
        pld.tensor.allreduce(data, signal, op=REDUCE_OP)
        return 0
