# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_mn_tiling_numerically_correct (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[512, 512], pl.FP32],
        rhs: pl.Tensor[[512, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 512], pl.FP32]],
    ) -> pl.Tensor[[512, 512], pl.FP32]:
        lhs_mat: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [512, 512], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[512, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [512, 512], target_memory=pl.Mem.Mat
        )
        c: pl.Tile[[512, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat, rhs_mat)
        out = pl.store(c, [0, 0], out)
        return out
