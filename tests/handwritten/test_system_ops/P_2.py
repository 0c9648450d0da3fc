# tests/ut/ir/parser/test_system_ops.py::test_get_comm_ctx_returns_comm_ctx_typed_call (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        ctx = pld.get_comm_ctx(data)
        return ctx
