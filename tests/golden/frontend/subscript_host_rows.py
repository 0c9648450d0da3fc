# ptoc: print
# In a HOST function, x[r] with fewer indices than x's rank is the row view
# at r with the indexed axis dropped, as the reference prints it
# (pl.tensor.slice(x, [1, 64], [r, 0], [], [0])); pld.ReduceOp names the
# allreduce op, printed as its integer.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class HostRows:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, inp: pl.Tensor[[64], pl.FP32], data: pld.DistributedTensor[[256], pl.FP32]):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, inputs: pl.Tensor[[4, 2, 64], pl.FP32]):
        data_buf = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        data = pld.window(data_buf, [256], dtype=pl.FP32)
        signal = pld.window(signal_buf, [4], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(inputs[r, 1], data, device=r)
            rows = inputs[r]
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Max)
        return 0
