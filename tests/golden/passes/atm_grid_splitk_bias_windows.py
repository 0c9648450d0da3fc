# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# reference test_auto_tile_matmul_l0 (Before 16): k < K: a K loop per output tile, the bias loaded per column window
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[256, 1024], pl.INT8], rhs__ssa_v0: pl.Tensor[[1024, 512], pl.INT8], bias__ssa_v0: pl.Tensor[[1, 512], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[256, 512], pl.INT32]]) -> pl.Tensor[[256, 512], pl.INT32]:
        lhs_mat__ssa_v0: pl.Tile[[256, 1024], pl.INT8, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [256, 1024], [256, 1024], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[1024, 512], pl.INT8, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [1024, 512], [1024, 512], target_memory=pl.Mem.Mat)
        bias_mat__ssa_v0: pl.Tile[[1, 512], pl.INT32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Mat)
        c__ssa_v0: pl.Tile[[256, 512], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(lhs_mat__ssa_v0, rhs_mat__ssa_v0, bias_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[256, 512], pl.INT32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1