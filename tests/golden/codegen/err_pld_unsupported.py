# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class PldRank:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[16, 64], pl.FP32], ctx: pld.CommCtxType, out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        me: pl.Scalar[pl.INT32] = pld.system.rank(ctx)
        a: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return r
