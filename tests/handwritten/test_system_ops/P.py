# tests/ut/ir/parser/test_system_ops.py::test_comm_ctx_param_feeds_rank_like_a_queried_handle (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32], ctx: pld.CommCtx):
        return pld.system.rank(ctx)
