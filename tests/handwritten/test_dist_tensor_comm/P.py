# tests/ut/ir/parser/test_dist_tensor_comm.py::test_dist_tensor_comm_rank_lifts_to_op_chain (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(self, data: pld.DistributedTensor[[64], pl.FP32]) -> pl.Scalar[pl.INT32]:
        r = data.comm.rank  # type: ignore[attr-defined]
        return r  # type: ignore[return-value]
