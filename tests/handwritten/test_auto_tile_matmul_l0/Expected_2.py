# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0KOnly::test_vec_fed_lhs_staged_to_mat_and_tiled (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 2048], pl.BF16],
        rhs: pl.Tensor[[2048, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_vec: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Vec] = pl.tile.load(lhs, [0, 0], [16, 2048])
        rhs_mat: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [2048, 64], target_memory=pl.Mem.Mat
        )
        # Acc-resident placeholder for the iter-arg init.
        c_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        # Vec lhs staged into Mat once, before the K-loop.
        lhs_mat: pl.Tile[[16, 2048], pl.BF16, pl.Mem.Mat] = pl.tile.move(
            lhs_vec, target_memory=pl.Mem.Mat
        )
        for ko, (c_iter,) in pl.pipeline(0, 2048, 256, init_values=(c_init,), stage=2):
            # lhs sub-tile extracted from the *staged Mat* tile, not from Vec.
            sa: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, 0, ko, shape=[16, 256], target_memory=pl.Mem.Left
            )
            sb: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, ko, 0, shape=[256, 64], target_memory=pl.Mem.Right
            )
            c_acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c_iter, sa, sb, ko == 0
            )
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c_acc)
        out = pl.store(c, [0, 0], out)
        return out
