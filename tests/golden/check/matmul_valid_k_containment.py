# ptoc: check --backend 910B
# lhs valid K 255 against a rhs of K 256: the product takes K from the lhs.
import pypto.language as pl


@pl.program
class AsymmetricMatmulProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        lhs: pl.Tensor[[16, 256], pl.FP16],
        rhs: pl.Tensor[[256, 16], pl.FP16],
        output: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        lhs_mat: pl.Tile[
            [16, 256],
            pl.FP16,
            pl.MemorySpace.Mat,
            pl.TileView(valid_shape=[16, 255]),
        ] = pl.load(
            lhs,
            [0, 0],
            [16, 256],
            valid_shape=[16, 255],
            target_memory=pl.MemorySpace.Mat,
        )
        rhs_mat: pl.Tile[[256, 16], pl.FP16, pl.MemorySpace.Mat] = pl.load(
            rhs, [0, 0], [256, 16], target_memory=pl.MemorySpace.Mat
        )
        lhs_left = pl.move(lhs_mat, target_memory=pl.MemorySpace.Left)
        rhs_right = pl.move(rhs_mat, target_memory=pl.MemorySpace.Right)
        result: pl.Tile[
            [16, 16],
            pl.FP32,
            pl.MemorySpace.Acc,
            pl.TileView(valid_shape=[16, 16]),
        ] = pl.matmul(lhs_left, rhs_right)
        return pl.store(result, [0, 0], output)
