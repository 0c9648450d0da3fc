# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_nranks_emits_pto_load_scalar_plus_shrui_32_plus_trunci:
# nranks loads the same word 2 of the context as rank and takes its high 32 bits (rankNum
# at byte 20): arith.shrui by 32, then arith.trunci to i32.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, data: pld.DistributedTensor[[16, 16], pl.FP32]):
        ctx = pld.system.get_comm_ctx(data)
        _n = pld.system.nranks(ctx)  # noqa: F841 — exercise nranks
        pld.system.wait(data, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)
