# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# k < K with valid columns 272 of 288: each output tile's K loop narrows its accumulator seed and its Right extracts (ptoc check runs this K-loop form under the pypto and dsa_rp planners)
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[256, 768], pl.INT8], rhs__ssa_v0: pl.Tensor[[768, 288], pl.INT8], out__ssa_v0: pl.Out[pl.Tensor[[256, 288], pl.INT32]]) -> pl.Tensor[[256, 288], pl.INT32]:
        lhs_mat__ssa_v0: pl.Tile[[256, 768], pl.INT8, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [256, 768], [256, 768], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[768, 288], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[768, 272])] = pl.tile.load(rhs__ssa_v0, [0, 0], [768, 288], [768, 272], target_memory=pl.Mem.Mat)
        product__ssa_v0: pl.Tile[[256, 288], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[256, 272])] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[256, 288], pl.INT32] = pl.tile.store(product__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1