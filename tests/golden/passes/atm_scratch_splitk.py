# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# reference test_auto_tile_matmul_l0 (Before 110): k < K tiles assembled into the Mat scratch
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[128, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 512], pl.BF16], e__ssa_v0: pl.Tensor[[512, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[128, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[128, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        cb__tile: pl.Tile[[128, 512], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c__tile, target_type=pl.BF16, mode='rint')
        e__ssa_v0_mat: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(e__ssa_v0, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        d__tile: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(cb__tile, e__ssa_v0_mat)
        out__tile: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(d__tile, [0, 0], out__ssa_v0)
        return out__tile