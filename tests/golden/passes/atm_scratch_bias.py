# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# reference test_auto_tile_matmul_l0 (Before 107): bias windows into a Mat scratch
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[256, 192], pl.BF16], b__ssa_v0: pl.Tensor[[192, 512], pl.BF16], bias__ssa_v0: pl.Tensor[[1, 512], pl.FP32], e__ssa_v0: pl.Tensor[[512, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        a_mat__ssa_v0: pl.Tile[[256, 192], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [256, 192], [256, 192], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[192, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [192, 512], [192, 512], target_memory=pl.Mem.Mat)
        bias_mat__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Mat)
        e_mat__ssa_v0: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(e__ssa_v0, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        c__ssa_v0: pl.Tile[[256, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(a_mat__ssa_v0, b_mat__ssa_v0, bias_mat__ssa_v0)
        cb__ssa_v0: pl.Tile[[256, 512], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(c__ssa_v0, target_type=pl.BF16, mode='rint')
        d__ssa_v0: pl.Tile[[256, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(cb__ssa_v0, e_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1