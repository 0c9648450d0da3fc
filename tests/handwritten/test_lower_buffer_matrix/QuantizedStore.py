# tests/ut/ir/transforms/test_lower_buffer_matrix.py::test_fixpipe_quantized_store_is_rejected_until_its_transfer_recipe_exists (hand-written)
import pypto.language as pl


@pl.program
class QuantizedStore:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.INT8], b: pl.Tensor[[16, 16], pl.INT8],
               c: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        a_mat = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        b_mat = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        product = pl.matmul(pl.move(a_mat, target_memory=pl.MemorySpace.Left),
                            pl.move(b_mat, target_memory=pl.MemorySpace.Right))
        result = pl.tile.store(product, [0, 0], c, pre_quant=0.5)
        return result
