# tests/ut/ir/parser/test_system_ops.py::test_long_form_system_ops (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        ctx = pld.system.get_comm_ctx(data)
        return pld.system.rank(ctx) + pld.system.nranks(ctx)
