# tests/ut/ir/parser/test_system_ops.py::test_nranks_short_form (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        ctx = pld.get_comm_ctx(data)
        return pld.nranks(ctx)
