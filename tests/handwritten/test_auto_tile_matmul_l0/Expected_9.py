# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_mn_tiling_rewrites_to_subtile_grid (hand-written)
import pypto.language as pl


@pl.program
class Expected:
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
        # Sub-tile (mi=0, ni=0).
        c0_init: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [256, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for ko0, (c0_iter,) in pl.pipeline(0, 512, 32, init_values=(c0_init,), stage=2):
            a0: pl.Tile[[256, 32], pl.FP32, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, 0, ko0, shape=[256, 32], target_memory=pl.Mem.Left
            )
            b0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, ko0, 0, shape=[32, 256], target_memory=pl.Mem.Right
            )
            c0_acc: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c0_iter, a0, b0, ko0 == 0
            )
            c0: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c0_acc)
        out_t0: pl.Tensor[[512, 512], pl.FP32] = pl.store(c0, [0, 0], out)
        # Sub-tile (mi=256, ni=0).
        c1_init: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [256, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for ko1, (c1_iter,) in pl.pipeline(0, 512, 32, init_values=(c1_init,), stage=2):
            a1: pl.Tile[[256, 32], pl.FP32, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, 256, ko1, shape=[256, 32], target_memory=pl.Mem.Left
            )
            b1: pl.Tile[[32, 256], pl.FP32, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, ko1, 0, shape=[32, 256], target_memory=pl.Mem.Right
            )
            c1_acc: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c1_iter, a1, b1, ko1 == 0
            )
            c1: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c1_acc)
        out_t1: pl.Tensor[[512, 512], pl.FP32] = pl.store(c1, [256, 0], out_t0)
        # Sub-tile (mi=0, ni=256).
        c2_init: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [256, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for ko2, (c2_iter,) in pl.pipeline(0, 512, 32, init_values=(c2_init,), stage=2):
            a2: pl.Tile[[256, 32], pl.FP32, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, 0, ko2, shape=[256, 32], target_memory=pl.Mem.Left
            )
            b2: pl.Tile[[32, 256], pl.FP32, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, ko2, 256, shape=[32, 256], target_memory=pl.Mem.Right
            )
            c2_acc: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c2_iter, a2, b2, ko2 == 0
            )
            c2: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c2_acc)
        out_t2: pl.Tensor[[512, 512], pl.FP32] = pl.store(c2, [0, 256], out_t1)
        # Sub-tile (mi=256, ni=256).
        c3_init: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [256, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for ko3, (c3_iter,) in pl.pipeline(0, 512, 32, init_values=(c3_init,), stage=2):
            a3: pl.Tile[[256, 32], pl.FP32, pl.Mem.Left] = pl.tile.extract(
                lhs_mat, 256, ko3, shape=[256, 32], target_memory=pl.Mem.Left
            )
            b3: pl.Tile[[32, 256], pl.FP32, pl.Mem.Right] = pl.tile.extract(
                rhs_mat, ko3, 256, shape=[32, 256], target_memory=pl.Mem.Right
            )
            c3_acc: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c3_iter, a3, b3, ko3 == 0
            )
            c3: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(c3_acc)
        out_t3: pl.Tensor[[512, 512], pl.FP32] = pl.store(c3, [256, 256], out_t2)
        return out_t3
