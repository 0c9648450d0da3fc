# ptoc: compile --backend 950 --passes=none
import pypto.language as pl

@pl.program
class Prefetch:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_add(x: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], y: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], out: pl.Out[pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[1, 512], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        ctx = pl.prefetch.make_context()
        ex = pl.prefetch.async_prefetch(x, ctx)
        ey = pl.prefetch.async_prefetch(y, ctx)
        session = pl.prefetch.session(ctx)
        pl.prefetch.wait(ex, session)
        done: pl.Scalar[pl.BOOL] = pl.prefetch.wait(ey, session)
        a: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
        b: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(y, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
        c: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(a, b)
        d: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.muls(c, 2.0)
        r: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)] = pl.tile.store(d, [0, 0], out)
        return r
