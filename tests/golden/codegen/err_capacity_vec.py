# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Capacity:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def cap(a: pl.Tensor[[128, 128], pl.FP32]):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        x: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        y: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_1, pl.const(163840, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.exp(x)
