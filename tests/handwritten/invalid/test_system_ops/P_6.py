# tests/ut/ir/parser/test_system_ops.py::test_unknown_system_op_rejected (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        ctx = pld.system.get_comm_ctx(data)
        return pld.system.foo(ctx)  # type: ignore[attr-defined]
