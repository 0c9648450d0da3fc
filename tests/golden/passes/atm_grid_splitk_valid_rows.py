# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# k < K with valid rows 300 of 512: the second [256, 128] row block's K loop seeds a compact accumulator narrowed to 44 rows and its Left extracts record 44 valid rows; the first block is whole
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[512, 768], pl.INT8], rhs__ssa_v0: pl.Tensor[[768, 128], pl.INT8], out__ssa_v0: pl.Out[pl.Tensor[[512, 128], pl.INT32]]) -> pl.Tensor[[512, 128], pl.INT32]:
        lhs_mat__ssa_v0: pl.Tile[[512, 768], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[300, 768])] = pl.tile.load(lhs__ssa_v0, [0, 0], [512, 768], [300, 768], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[768, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [768, 128], [768, 128], target_memory=pl.Mem.Mat)
        product__ssa_v0: pl.Tile[[512, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[300, 128])] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[512, 128], pl.INT32] = pl.tile.store(product__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
