# tests/ut/ir/parser/test_system_ops.py::test_get_comm_ctx_rejects_plain_tensor (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def worker(self, x: pl.Tensor[[64], pl.FP32]):
        return pld.get_comm_ctx(x)  # type: ignore[arg-type]
