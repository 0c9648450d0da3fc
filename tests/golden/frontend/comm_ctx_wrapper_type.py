# ptoc: print
# pld.CommCtx, the DSL wrapper of the communication-context handle, names the
# type pld.CommCtxType (test_system_ops.py of tests/ut/ir/parser); it prints as
# the type's own name.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32], ctx: pld.CommCtx):
        return pld.system.rank(ctx)
