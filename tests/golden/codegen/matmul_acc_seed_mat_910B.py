# ptoc: compile --backend 910B --no-emit-loc
# An accumulator seed loaded into Mat (the reference's kernel_matmul_acc of
# BlockOperationsTest): nothing moves a tile into Acc on A2/A3, so InferTileMemorySpace makes
# the matmul_acc as a tile.matmul of lhs and rhs plus the seed added in Vec (the spec's
# unfused form); ExpandMixedKernel splits the kernel, the product and the seed going to
# the vector core through the pipe.
import pypto.language as pl


@pl.program
class SeedInMat:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_matmul_acc(
        self,
        lhs: pl.Tensor[[16, 16], pl.FP32],
        rhs: pl.Tensor[[16, 16], pl.FP32],
        factor: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        lhs_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(
            lhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat
        )
        rhs_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(
            rhs, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat
        )
        factor_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(
            factor, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat
        )
        result_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(factor_tile, lhs_tile, rhs_tile)
        updated_output: pl.Tensor[[16, 16], pl.FP32] = pl.store(result_tile, [0, 0], output)
        return updated_output
