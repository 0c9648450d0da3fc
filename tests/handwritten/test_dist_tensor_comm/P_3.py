# tests/ut/ir/parser/test_dist_tensor_comm.py::test_dist_tensor_comm_can_be_used_in_expr (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(self, data: pld.DistributedTensor[[64], pl.FP32]) -> pl.Scalar[pl.INT32]:
        doubled = data.comm.rank + data.comm.rank  # type: ignore[attr-defined]
        return doubled  # type: ignore[return-value]
