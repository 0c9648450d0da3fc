# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class ColVecProgram:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(col_vec__ssa_v0: pl.Tensor[[16, 1], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        v__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(col_vec__ssa_v0, [0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(v__ssa_v0, [0, 0], out__ssa_v0)
        return r__ssa_v0
