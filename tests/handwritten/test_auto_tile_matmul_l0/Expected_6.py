# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0PredicatedAcc::test_predicated_matmul_acc_k_boundary_tail_is_unpredicated (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[64, 544], pl.BF16],
        rhs: pl.Tensor[[544, 64], pl.BF16],
        acc_init: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc],
        first_k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        lhs_mat: pl.Tile[[64, 544], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [64, 544], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[544, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [544, 64], target_memory=pl.Mem.Mat
        )
        # Two full 192-wide blocks: the body ANDs the caller's predicate
        # with the ko == 0 this loop introduces.
        for ko, (c_iter,) in pl.pipeline(0, 384, 192, init_values=(acc_init,), stage=2):
            sa: pl.Tile[[64, 192], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, 0, ko, shape=[64, 192], target_memory=pl.Mem.Left
            )
            sb: pl.Tile[[192, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, ko, 0, shape=[192, 64], target_memory=pl.Mem.Right
            )
            c_acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c_iter, sa, sb, first_k == 0 and ko == 0
            )
            c_main: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c_acc)
        # The 160-wide tail runs at K offset 384, so it is never the
        # first block: it carries no predicate at all.
        sa_t: pl.Tile[[64, 160], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_mat, 0, 384, shape=[64, 160], target_memory=pl.Mem.Left
        )
        sb_t: pl.Tile[[160, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_mat, 384, 0, shape=[160, 64], target_memory=pl.Mem.Right
        )
        c_tail: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_main, sa_t, sb_t)
        out = pl.store(c_tail, [0, 0], out)
        return out
