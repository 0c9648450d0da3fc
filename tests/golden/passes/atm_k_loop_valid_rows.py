# ptoc: opt --backend 910B --passes=auto_tile_matmul_l0
# K loop of a BF16 matmul whose left operand is valid to 40 of its 64 rows: the accumulator seed is created compact (the matmul writing it pitches rows by the Left operand's valid rows) and narrowed to 40 rows, each Left extract records its 40 valid rows (ptoc check runs it on every planner)
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[64, 2048], pl.BF16], rhs__ssa_v0: pl.Tensor[[2048, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[64, 2048], pl.BF16, pl.Mem.Mat, pl.TileView(valid_shape=[40, 2048])] = pl.tile.load(lhs__ssa_v0, [0, 0], [64, 2048], [40, 2048], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[2048, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [2048, 64], [2048, 64], target_memory=pl.Mem.Mat)
        product__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[40, 64])] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(product__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
