# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# 910B with a level-3 planner: a non-saturating FP16 -> INT8 cast of a [1, 128] tile gets its
# INT8 [1, 256] tcvt scratch (reference ops-and-backends 3.4) created right before it.
import pypto.language as pl

@pl.program
class CastProg:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def cast_k(x__ssa_v0: pl.Tensor[[1, 128], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[1, 128], pl.INT8]]) -> pl.Tensor[[1, 128], pl.INT8]:
        t__ssa_v0: pl.Tile[[1, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        y__ssa_v0: pl.Tile[[1, 128], pl.INT8, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.INT8, mode='round')
        r__ssa_v0: pl.Tensor[[1, 128], pl.INT8] = pl.tile.store(y__ssa_v0, [0, 0], out__ssa_v0)
        return r__ssa_v0
