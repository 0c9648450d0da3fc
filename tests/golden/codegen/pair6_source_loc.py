# ptoc: compile --backend 910B --passes=none
import pypto.language as pl

@pl.program
class ElementwiseProg:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_elementwise(
        a__ssa_v0: pl.Tensor[[128, 128], pl.FP32],
        b__ssa_v0: pl.Tensor[[128, 128], pl.FP32],
        out__ssa_v0: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        ta__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_1, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        ts__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        te__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.exp(ts__ssa_v0)
        updated__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(te__ssa_v0, [0, 0], out__ssa_v0)
        return updated__ssa_v0
