# ptoc: opt --backend 910B --memory-planner ptoas --passes=auto_tile_matmul_l0
# with ptoas placing the buffers two co-live accumulators stay apart: the chooser may double-buffer Acc (pipeline_double_buffer_c on the inner loop)
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[384, 64], pl.BF16], rhs__ssa_v0: pl.Tensor[[64, 256], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[384, 256], pl.FP32]]) -> pl.Tensor[[384, 256], pl.FP32]:
        lhs_mat__ssa_v0: pl.Tile[[384, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [384, 64], [384, 64], target_memory=pl.Mem.Mat)
        rhs_mat__ssa_v0: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        c__ssa_v0: pl.Tile[[384, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_mat__ssa_v0, rhs_mat__ssa_v0)
        out__ssa_v1: pl.Tensor[[384, 256], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1