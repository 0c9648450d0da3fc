# tests/ut/codegen/test_pto_codegen_ops.py::TestTileScatterUpdateCodegen::test_tensor_scatter_update_scratch_has_alloc_addr (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        input_t: pl.Tensor[[16, 32], pl.FP32],
        index_t: pl.Tensor[[2, 4], pl.INT32],
        src_t: pl.Tensor[[8, 32], pl.FP32],
        dst_t: pl.Tensor[[16, 32], pl.FP32],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        result: pl.Tensor[[16, 32], pl.FP32] = pl.scatter_update(input_t, -2, index_t, src_t)
        return result
