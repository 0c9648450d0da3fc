# ptoc: compile --backend 910B --no-emit-loc --passes=none
# The compare form of tgather on an INT32 source with cmpMode=eq, which ptoas takes on A2/A3.
import pypto.language as pl

@pl.program
class GatherCmp:
    @pl.function(type=pl.FunctionType.AIV)
    def gc(x: pl.Tensor[[8, 64], pl.INT32], kv: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[8, 16], pl.INT32]], cnt: pl.Out[pl.Tensor[[1, 8], pl.INT32]]) -> pl.Tensor[[8, 16], pl.INT32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        src: pl.Tile[[8, 64], pl.INT32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[8, 64], pl.INT32, pl.MemRef(mem_vec_0, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        g = pl.tile.gather_compare(src, kv, tmp, cmp_mode=0, offset=4, out_cols=16, count_dtype=pl.INT32)
        dst: pl.Tile[[8, 16], pl.INT32, pl.MemRef(mem_vec_0, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = g[0]
        cdst: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_0, pl.const(4608, pl.INT64), 32), pl.Mem.Vec] = g[1]
        r: pl.Tensor[[8, 16], pl.INT32] = pl.tile.store(dst, [0, 0], out)
        r2: pl.Tensor[[1, 8], pl.INT32] = pl.tile.store(cdst, [0, 0], cnt)
        return r
