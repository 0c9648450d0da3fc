# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0FitsL0cCastFold::test_ksplit_cast_folds_to_full_window_assemble (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(
        self,
        a: pl.Tensor[[128, 512], pl.BF16],
        b: pl.Tensor[[512, 128], pl.BF16],
        e: pl.Tensor[[128, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        a_mat: pl.Tile[[128, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            a,
            [0, 0],
            [128, 512],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        b_mat: pl.Tile[[512, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b,
            [0, 0],
            [512, 128],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        c_init: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create(
            [128, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        # Producer K-loop: the Acc result `c` is what the fold assembles.
        for ko, (c_iter,) in pl.pipeline(0, 512, 128, stage=2, init_values=(c_init,)):
            a_sub: pl.Tile[[128, 128], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a_mat, 0, ko, shape=[128, 128], target_memory=pl.Mem.Left
            )
            b_sub: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, ko, 0, shape=[128, 128], target_memory=pl.Mem.Right
            )
            c_acc: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
                c_iter, a_sub, b_sub, ko == 0
            )
            c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(c_acc)
        c_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.create(
            [128, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat
        )
        c_scratch: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.assemble(c_mat, c, [0, 0])
        e_mat: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            e,
            [0, 0],
            [128, 64],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        d: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_scratch, e_mat)
        out_st: pl.Tensor[[128, 64], pl.FP32] = pl.store(d, [0, 0], out)
        return out_st
