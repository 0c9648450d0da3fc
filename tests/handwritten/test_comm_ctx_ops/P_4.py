# tests/ut/ir/parser/test_comm_ctx_ops.py::test_comm_ctx_rank_inline_nested_get_comm_ctx (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        return pld.comm_ctx.rank(pld.get_comm_ctx(data))
