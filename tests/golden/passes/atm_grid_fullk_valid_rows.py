# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# k == K with valid rows 300 of 512: the row loop's Left extract records min(max(300, o) - o, 256) valid rows, the boundary column strip's tiles 256 and 44
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[512, 256], pl.INT8], rhs__ssa_v0: pl.Tensor[[256, 288], pl.INT8], out__ssa_v0: pl.Out[pl.Tensor[[512, 288], pl.INT32]]) -> pl.Tensor[[512, 288], pl.INT32]:
        lhs_mat__ssa_v0: pl.Tile[[512, 256], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[300, 256])] = pl.tile.load(lhs__ssa_v0, [0, 0], [512, 256], [300, 256], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[256, 288], pl.INT8, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [256, 288], [256, 288], target_memory=pl.Mem.Mat)
        product__ssa_v0: pl.Tile[[512, 288], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[300, 288])] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[512, 288], pl.INT32] = pl.tile.store(product__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
