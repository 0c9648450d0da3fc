# ptoc: parse {}
# Operands the reference's type deduction wants of a kind ptoc's tensor/any kinds
# do not tell apart (test_comm_ctx_ops.py, test_window_op.py): pld.get_comm_ctx
# wants a DistributedTensor, not a plain tensor; pld.comm_ctx.rank / nranks a
# CommCtx handle; pld.window the Ptr of pld.alloc_window_buffer.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def worker(self, x: pl.Tensor[[64], pl.FP32], data: pld.DistributedTensor[[64], pl.FP32]):
        a = pld.get_comm_ctx(x)
        r = pld.comm_ctx.rank(data)
        n = pld.nranks(pld.get_comm_ctx(data))
        return r

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[64], pl.FP32]):
        buf = pld.alloc_window_buffer(64)
        ok = pld.window(buf, [16], dtype=pl.FP32)
        bad = pld.window(x, [16], dtype=pl.FP32)
        return 0
