# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0PredicatedAcc::test_predicated_matmul_acc_single_full_block_carries_user_cond_unmodified (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[64, 272], pl.BF16],
        rhs: pl.Tensor[[272, 64], pl.BF16],
        acc_init: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc],
        first_k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        lhs_mat: pl.Tile[[64, 272], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [64, 272], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[272, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [272, 64], target_memory=pl.Mem.Mat
        )
        sa_0: pl.Tile[[64, 144], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_mat, 0, 0, shape=[64, 144], target_memory=pl.Mem.Left
        )
        sb_0: pl.Tile[[144, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_mat, 0, 0, shape=[144, 64], target_memory=pl.Mem.Right
        )
        c_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
            acc_init, sa_0, sb_0, first_k == 0
        )
        # The 128-wide tail behind it still drops the predicate.
        sa_t: pl.Tile[[64, 128], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_mat, 0, 144, shape=[64, 128], target_memory=pl.Mem.Left
        )
        sb_t: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_mat, 144, 0, shape=[128, 64], target_memory=pl.Mem.Right
        )
        c_tail: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_0, sa_t, sb_t)
        out = pl.store(c_tail, [0, 0], out)
        return out
