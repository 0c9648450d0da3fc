# tests/ut/ir/parser/test_system_ops.py::test_rank_inline_nested_get_comm_ctx (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        return pld.rank(pld.get_comm_ctx(data))
