# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# reference test_auto_tile_matmul_l0 (Before 33): bottom strip then right strip of boundary tiles
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[272, 32], pl.BF16], rhs__ssa_v0: pl.Tensor[[32, 416], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[272, 416], pl.FP32]]) -> pl.Tensor[[272, 416], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[272, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [272, 32], [272, 32], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[32, 416], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [32, 416], [32, 416], target_memory=pl.Mem.Mat)
        c__ssa_v0: pl.Tile[[272, 416], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[272, 416], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1