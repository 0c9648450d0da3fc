# tests/ut/ir/transforms/test_lower_buffer_matrix.py::test_wider_accumulator_is_written_through_a_product_shaped_view (hand-written)
import pypto.language as pl


@pl.program
class WiderAccumulator:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 16], pl.FP16], seed: pl.Tensor[[16, 32], pl.FP16],
               partial: pl.Tensor[[16, 32], pl.FP16], flag: pl.Scalar[pl.INDEX],
               output: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs_mat: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.load(
            lhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        seed_mat: pl.Tile[[16, 32], pl.FP16, pl.MemorySpace.Mat] = pl.load(
            seed, [0, 0], [16, 32], target_memory=pl.MemorySpace.Mat)
        partial_mat: pl.Tile[
            [16, 32], pl.FP16, pl.MemorySpace.Mat, pl.TileView(valid_shape=[16, 24])
        ] = pl.load(partial, [0, 0], [16, 32], valid_shape=[16, 24], target_memory=pl.MemorySpace.Mat)
        lhs_left = pl.move(lhs_mat, target_memory=pl.MemorySpace.Left)
        seed_right = pl.move(seed_mat, target_memory=pl.MemorySpace.Right)
        partial_right = pl.move(partial_mat, target_memory=pl.MemorySpace.Right)
        acc = pl.matmul(lhs_left, seed_right)
        result = pl.matmul_acc(acc, lhs_left, partial_right, init_cond=(flag == 0))
        return pl.store(result, [0, 0], output)
