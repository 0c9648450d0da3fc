# tests/ut/ir/parser/test_system_ops.py::test_rank_rejects_non_comm_ctx_arg (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        return pld.rank(data)  # type: ignore[arg-type]
