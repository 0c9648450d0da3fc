# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Fp4Vec910B:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[16, 64], pl.FP4], out: pl.Out[pl.Tensor[[16, 64], pl.BF16]]) -> pl.Tensor[[16, 64], pl.BF16]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        q: pl.Tile[[16, 64], pl.FP4, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 48], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_0, pl.const(4096, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(q, target_type=pl.BF16)
        r: pl.Tensor[[16, 64], pl.BF16] = pl.tile.store(b, [0, 0], out)
        return r
