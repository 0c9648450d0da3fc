# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen test_rank_emits_pto_load_scalar_at_slot_2_plus_trunci:
# get_comm_ctx names the tensor's context parameter (no text); rank loads word 2 of it
# (rankId at byte 16) and truncates it to i32, with no shift.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, data: pld.DistributedTensor[[16, 16], pl.FP32]):
        ctx = pld.system.get_comm_ctx(data)
        _r = pld.system.rank(ctx)  # noqa: F841 — exercise rank-only path
        pld.system.wait(data, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)
