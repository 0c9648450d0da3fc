# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_batch_matmul_peels_safe_batch_only_reshape: a tile.reshape that only
# restates the batch dims of a batch_matmul operand ([1, 16, 128] -> [1, 1, 16, 128]) is read
# through, so the single batch unrolls over the upstream load (load, load, slice, slice,
# matmul, store) and the reshape, left unused, is dropped.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[1, 16, 128], pl.FP16],
        rhs: pl.Tensor[[1, 1, 128, 64], pl.FP16],
        out_0: pl.Out[pl.Tensor[[1, 1, 16, 64], pl.FP16]],
    ) -> pl.Tensor[[1, 1, 16, 64], pl.FP16]:
        lhs_3d: pl.Tile[[1, 16, 128], pl.FP16] = pl.load(
            lhs, [0, 0, 0], [1, 16, 128], target_memory=pl.MemorySpace.Mat
        )
        lhs_tile: pl.Tile[[1, 1, 16, 128], pl.FP16] = pl.tile.reshape(lhs_3d, [1, 1, 16, 128])
        rhs_tile: pl.Tile[[1, 1, 128, 64], pl.FP16] = pl.load(
            rhs, [0, 0, 0, 0], [1, 1, 128, 64], target_memory=pl.MemorySpace.Mat
        )
        out_tile: pl.Tile[[1, 1, 16, 64], pl.FP32] = pl.tile.batch_matmul(lhs_tile, rhs_tile)
        out_0 = pl.store(out_tile, [0, 0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[1, 16, 128], pl.FP16],
        rhs: pl.Tensor[[1, 1, 128, 64], pl.FP16],
    ) -> pl.Tensor[[1, 1, 16, 64], pl.FP16]:
        out_0 = pl.create_tensor([1, 1, 16, 64], dtype=pl.FP16)
        return self.main_incore_0(lhs, rhs, out_0)
