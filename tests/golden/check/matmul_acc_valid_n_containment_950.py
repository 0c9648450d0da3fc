# ptoc: check --backend 950
# A product of valid N 24 accumulated into an accumulator of valid N 32.
import pypto.language as pl


@pl.program
class AsymmetricMatmulAccProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        lhs: pl.Tensor[[16, 16], pl.FP16],
        seed_rhs: pl.Tensor[[16, 32], pl.FP16],
        partial_rhs: pl.Tensor[[16, 32], pl.FP16],
        output: pl.Tensor[[16, 32], pl.FP32],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs_mat: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.load(
            lhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat
        )
        seed_rhs_mat: pl.Tile[[16, 32], pl.FP16, pl.MemorySpace.Mat] = pl.load(
            seed_rhs, [0, 0], [16, 32], target_memory=pl.MemorySpace.Mat
        )
        partial_rhs_mat: pl.Tile[
            [16, 32],
            pl.FP16,
            pl.MemorySpace.Mat,
            pl.TileView(valid_shape=[16, 24]),
        ] = pl.load(
            partial_rhs,
            [0, 0],
            [16, 32],
            valid_shape=[16, 24],
            target_memory=pl.MemorySpace.Mat,
        )
        lhs_left = pl.move(lhs_mat, target_memory=pl.MemorySpace.Left)
        seed_right = pl.move(seed_rhs_mat, target_memory=pl.MemorySpace.Right)
        partial_right = pl.move(partial_rhs_mat, target_memory=pl.MemorySpace.Right)
        acc = pl.matmul(lhs_left, seed_right)
        result = pl.matmul_acc(acc, lhs_left, partial_right)
        return pl.store(result, [0, 0], output)
