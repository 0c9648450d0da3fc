# tests/ut/ir/parser/test_dist_tensor_comm.py::test_dist_tensor_comm_nranks_lifts_to_op_chain (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(self, data: pld.DistributedTensor[[64], pl.FP32]) -> pl.Scalar[pl.INT32]:
        n = data.comm.nranks  # type: ignore[attr-defined]
        return n  # type: ignore[return-value]
