# ptoc: check --backend 910B --scalar valid_n__ssa_v0=100
# the reference test_auto_tile_matmul_acc_mn: B has valid_n (UINT64) valid columns of 288; AutoTileMatmulL0
# gives the output tile at column n0 the valid columns min(max(valid_n - n0, 0), n), which
# must not wrap when valid_n < n0 (100 < 128, 256): valid extents are computed in index
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[512, 384], pl.INT8], rhs__ssa_v0: pl.Tensor[[384, 288], pl.INT8], out__ssa_v0: pl.Out[pl.Tensor[[512, 288], pl.INT32]], valid_n__ssa_v0: pl.Scalar[pl.UINT64]) -> pl.Tensor[[512, 288], pl.INT32]:
        lhs_mat__ssa_v0: pl.Tile[[512, 384], pl.INT8, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [512, 384], [512, 384], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[384, 288], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[384, valid_n__ssa_v0])] = pl.tile.load(rhs__ssa_v0, [0, 0], [384, 288], [384, valid_n__ssa_v0], target_memory=pl.Mem.Mat)
        product__ssa_v0: pl.Tile[[512, 288], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[512, valid_n__ssa_v0])] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[512, 288], pl.INT32] = pl.tile.store(product__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
