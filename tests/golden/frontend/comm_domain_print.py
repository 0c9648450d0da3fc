# ptoc: print
# Comm-domain scopes are printed as the reference prints them: one comment line
# per scope (outermost first) above the body, which keeps the scope's
# indentation.  Reading them back gives the same scopes; a comment naming a
# buffer the block does not assign stays a comment.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, a: pld.DistributedTensor[[256], pl.FP32], b: pld.DistributedTensor[[256], pl.FP32]):
        return a
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        # the buffers
        # pld.comm_domain: devices=[0, 1], slots=[buf_a]
        # pld.comm_domain: devices=all, slots=[buf_b, buf_c]
        # pld.comm_domain: devices=[2], slots=[no_such_buffer]
        buf_a: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        buf_b: pl.Ptr = pld.tensor.alloc_window_buffer(1024)
        buf_c: pl.Ptr = pld.tensor.alloc_window_buffer(16)
        a: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(buf_a, [256], dtype=pl.FP32)
        b: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(buf_b, [256], dtype=pl.FP32)
        self.chip_orch(a, b, device=0)
        return 0
