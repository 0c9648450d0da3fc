# tests/ut/ir/parser/test_dist_tensor_comm.py::test_plain_tensor_comm_attribute_rejected (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:  # noqa: F841
    @pl.function
    def kernel(self, data: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.INT32]:
        return data.comm.rank  # type: ignore[attr-defined,return-value]
