# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class MulProgram:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def mul_test(a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], b__ssa_v0: pl.Tensor[[32, 32], pl.FP32], c__ssa_v0: pl.Tensor[[32, 32], pl.FP32]):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        tile_a__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        tile_b__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        tile_c__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(tile_a__ssa_v0, tile_b__ssa_v0)
        c__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_c__ssa_v0, [0, 0], c__ssa_v0)
