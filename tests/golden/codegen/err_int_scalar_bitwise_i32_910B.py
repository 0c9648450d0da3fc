# ptoc: compile --backend 910B --no-emit-loc --passes=none
# ptoas rejects tands on i32 on A2/A3 (it takes i8 and i16 there): ptoc reports it at the call.
import pypto.language as pl

@pl.program
class IntOps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def ints(a: pl.Tensor[[16, 64], pl.INT32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.INT32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        x: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(x, 5)
        z: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ands(y, k)
        w: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.shls(z, 3)
        r: pl.Tensor[[16, 64], pl.INT32] = pl.tile.store(w, [0, 0], out)
        return r
