# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Elementwise:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def ew(a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        d: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(x, y)
        m: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.maximum(d, y)
        q: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.div(m, d, high_precision=True)
        n: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.minimum(q, x)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(n, [0, 0], out)
        return r
