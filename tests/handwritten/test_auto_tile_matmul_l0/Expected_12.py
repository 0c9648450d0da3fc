# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0FitsL0cCastFold::test_no_ksplit_cast_folds_to_full_window_assemble (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(
        self,
        a: pl.Tensor[[128, 64], pl.BF16],
        b: pl.Tensor[[64, 128], pl.BF16],
        e: pl.Tensor[[128, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        a_mat: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            a,
            [0, 0],
            [128, 64],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        b_mat: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b,
            [0, 0],
            [64, 128],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        # Folded downcast: a bf16 Mat scratch + one full-window Acc->Mat
        # assemble (no standalone tile.cast).
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
