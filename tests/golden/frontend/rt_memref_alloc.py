# ptoc: print
import pypto.language as pl

@pl.program
class Mem:
    @pl.function(type=pl.FunctionType.AIV)
    def k(a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(t)
        v: pl.Tile[[64, 64], pl.FP32, pl.MemRef("slot_buf", slots=2)[0], pl.Mem.Vec] = pl.tile.exp(u)
        r: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(v, [0, 0], out)
        return r
