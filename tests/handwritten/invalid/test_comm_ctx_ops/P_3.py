# tests/ut/ir/parser/test_comm_ctx_ops.py::test_unknown_comm_ctx_op_rejected (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        ctx = pld.get_comm_ctx(data)
        return pld.comm_ctx.foo(ctx)  # type: ignore[attr-defined]
