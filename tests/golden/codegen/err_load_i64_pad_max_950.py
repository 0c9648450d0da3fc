# ptoc: compile --backend 950 --ptoas-version 0.27 --no-emit-loc --passes=none
# ptoas 0.27 on A5 loads an i64 tile only with the pad null or zero: a load into an INT64
# tile padded with max is refused at the call.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 32], pl.INT64], out: pl.Out[pl.Tensor[[16, 32], pl.INT64]]) -> pl.Tensor[[16, 32], pl.INT64]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t: pl.Tile[[16, 32], pl.INT64, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.load(x, [0, 0], [16, 32])
        s: pl.Tensor[[16, 32], pl.INT64] = pl.store(t, [0, 0], out)
        return s
