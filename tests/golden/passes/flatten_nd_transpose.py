# ptoc: opt --backend 910B --passes=flatten_tile_nd_to_2d
# The reference's test_nd_transpose_unrolls_to_2d_transposes: transpose([2, 3, 8], 1, 2) of a
# flattened [6, 8] tile unrolls into one 2-D transpose per batch, each of its [3, 8] page (a
# tile.slice at row 3*b) with a [3, 8] scratch, assembled at row 8*b of a [16, 3] tile.
import pypto.language as pl

@pl.program
class ProgNdTransUnroll:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[2, 3, 8], pl.FP32], out_0__ssa_v0: pl.Out[pl.Tensor[[2, 8, 3], pl.FP32]]) -> pl.Tensor[[2, 8, 3], pl.FP32]:
        x_tile__ssa_v0: pl.Tile[[2, 3, 8], pl.FP32] = pl.tile.load(x__ssa_v0, [0, 0, 0], [2, 3, 8])
        xt_tile__ssa_v0: pl.Tile[[2, 8, 3], pl.FP32] = pl.tile.transpose(x_tile__ssa_v0, 1, 2)
        out_0__ssa_v1: pl.Tensor[[2, 8, 3], pl.FP32] = pl.tile.store(xt_tile__ssa_v0, [0, 0, 0], out_0__ssa_v0)
        return out_0__ssa_v1
