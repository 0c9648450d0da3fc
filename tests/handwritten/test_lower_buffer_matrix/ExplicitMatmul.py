# tests/ut/ir/transforms/test_lower_buffer_matrix.py::test_cube_pipeline_lowers_to_explicit_matrix_storage_and_writes (hand-written)
import pypto.language as pl


@pl.program
class ExplicitMatmul:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16],
               c: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a_mat = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        b_mat = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        a_left = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
        b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        product = pl.matmul(a_left, b_right)
        total = pl.matmul_acc(product, a_left, b_right)
        result = pl.store(total, [0, 0], c)
        return result
