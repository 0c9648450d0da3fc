# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class IntOps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def ints(a: pl.Tensor[[16, 64], pl.INT16], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.INT16]]) -> pl.Tensor[[16, 64], pl.INT16]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        x: pl.Tile[[16, 64], pl.INT16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 64], pl.INT16, pl.MemRef(mem_vec_1, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.adds(x, 5)
        z: pl.Tile[[16, 64], pl.INT16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.ands(y, k)
        w: pl.Tile[[16, 64], pl.INT16, pl.MemRef(mem_vec_1, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.shls(z, 3)
        r: pl.Tensor[[16, 64], pl.INT16] = pl.tile.store(w, [0, 0], out)
        return r
