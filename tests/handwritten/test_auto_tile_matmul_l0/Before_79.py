# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0Skips::test_sub_byte_dtype_skipped (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 2048], pl.INT4],
        rhs: pl.Tensor[[2048, 64], pl.INT4],
        out: pl.Out[pl.Tensor[[16, 64], pl.INT32]],
    ) -> pl.Tensor[[16, 64], pl.INT32]:
        lhs_mat: pl.Tile[[16, 2048], pl.INT4, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [16, 2048], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[2048, 64], pl.INT4, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [2048, 64], target_memory=pl.Mem.Mat
        )
        c: pl.Tile[[16, 64], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat, rhs_mat)
        out = pl.store(c, [0, 0], out)
        return out
