# tests/ut/ir/transforms/test_verify_dist_tensor_ctx_materialized.py::test_program_without_get_comm_ctx_passes (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x
