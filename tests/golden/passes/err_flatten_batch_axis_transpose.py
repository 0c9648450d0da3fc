# ptoc: opt --backend 910B --passes=flatten_tile_nd_to_2d
# The reference's test_batch_axis_transpose_rejected: swapping a batch axis of a rank-3 tile has no
# per-batch 2-D form; only the last two axes may be swapped.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[2, 3, 4], pl.FP32], out_0__ssa_v0: pl.Out[pl.Tensor[[3, 2, 4], pl.FP32]]) -> pl.Tensor[[3, 2, 4], pl.FP32]:
        x_tile__ssa_v0: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.load(x__ssa_v0, [0, 0, 0], [2, 3, 4])
        xt_tile__ssa_v0: pl.Tile[[3, 2, 4], pl.FP32] = pl.tile.transpose(x_tile__ssa_v0, 0, 1)
        out_0__ssa_v1: pl.Tensor[[3, 2, 4], pl.FP32] = pl.tile.store(xt_tile__ssa_v0, [0, 0, 0], out_0__ssa_v0)
        return out_0__ssa_v1
