# ptoc: opt --backend 910B --passes=flatten_tile_nd_to_2d
# The reference case test_flatten_tile_nd_to_2d__Before__8 (a reshape to [4, 1, 8] only stored:
# kept, stored as `flat_tile = tile.reshape(r3, [4, 8])`), and reshapes to rank 3 an op computes
# on: the reshape states its flat shape ([A*B, C], the reference's TryFlattenRankRaisingView), the
# adds is 2-D (TileOps2D holds) and the store states the N-D window [2, 2, 8] / [2, 8, 16].
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[4, 8], pl.FP32], y__ssa_v0: pl.Tensor[[16, 16], pl.FP32], out_0__ssa_v0: pl.Out[pl.Tensor[[4, 2, 8], pl.FP32]], out_1__ssa_v0: pl.Out[pl.Tensor[[2, 2, 8], pl.FP32]], out_2__ssa_v0: pl.Out[pl.Tensor[[2, 8, 16], pl.FP32]]) -> tuple[pl.Tensor[[4, 2, 8], pl.FP32], pl.Tensor[[2, 2, 8], pl.FP32], pl.Tensor[[2, 8, 16], pl.FP32]]:
        x_tile__ssa_v0: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        r3__ssa_v0: pl.Tile[[4, 1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(x_tile__ssa_v0, [4, 1, 8])
        out_0__ssa_v1: pl.Tensor[[4, 2, 8], pl.FP32] = pl.tile.store(r3__ssa_v0, [0, 0, 0], out_0__ssa_v0)
        v__ssa_v0: pl.Tile[[2, 2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(x_tile__ssa_v0, [2, 2, 8])
        w__ssa_v0: pl.Tile[[2, 2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v__ssa_v0, 2.0)
        out_1__ssa_v1: pl.Tensor[[2, 2, 8], pl.FP32] = pl.tile.store(w__ssa_v0, [0, 0, 0], out_1__ssa_v0)
        y_tile__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[2, 8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(y_tile__ssa_v0, [2, 8, 16])
        s__ssa_v0: pl.Tile[[2, 8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(r__ssa_v0, r__ssa_v0)
        out_2__ssa_v1: pl.Tensor[[2, 8, 16], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0, 0], out_2__ssa_v0)
        return out_0__ssa_v1, out_1__ssa_v1, out_2__ssa_v1
