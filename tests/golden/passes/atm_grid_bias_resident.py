# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# reference test_auto_tile_matmul_l0 (Before 25): a bias already in Bias keeps n == N
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[528, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 256], pl.BF16], bias__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[528, 256], pl.FP32]]) -> pl.Tensor[[528, 256], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[528, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [528, 64], [528, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        bias_mat__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Mat)
        bias_l0__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Bias] = pl.tile.move(bias_mat__ssa_v0, target_memory=pl.Mem.Bias)
        c__ssa_v0: pl.Tile[[528, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(lhs_mat__ssa_v0, rhs_mat__ssa_v0, bias_l0__ssa_v0)
        out__ssa_v1: pl.Tensor[[528, 256], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1