# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Int4Tile:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[16, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        a: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        q: pl.Tile[[16, 64], pl.INT4, pl.MemRef(mem_vec_0, pl.const(2048, pl.INT64), 512), pl.Mem.Vec] = pl.tile.cast(a, target_type=pl.INT4)
        b: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_0, pl.const(4096, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(q, target_type=pl.FP16)
        r: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(b, [0, 0], out)
        return r
