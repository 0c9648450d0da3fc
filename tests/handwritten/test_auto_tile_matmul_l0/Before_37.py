# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_a_stationary_single_buffers_held_operand (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[256, 128], pl.BF16],
        rhs: pl.Tensor[[128, 544], pl.BF16],
        out: pl.Out[pl.Tensor[[256, 544], pl.FP32]],
    ) -> pl.Tensor[[256, 544], pl.FP32]:
        lhs_mat: pl.Tile[[256, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [256, 128], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[128, 544], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [128, 544], target_memory=pl.Mem.Mat
        )
        c: pl.Tile[[256, 544], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat, rhs_mat)
        out = pl.store(c, [0, 0], out)
        return out
