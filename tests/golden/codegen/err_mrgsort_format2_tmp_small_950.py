# ptoc: compile --backend 950 --no-emit-loc --passes=none
# a format-2 merge whose scratch (tmp, 96 columns) is smaller than its two 64-column lists, which breaks ptoas 0.60's format-2 rule
import pypto.language as pl

@pl.program
class Merge:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def merge(a: pl.Tensor[[1, 64], pl.FP32], b: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[1, 96], pl.FP32]]) -> pl.Tensor[[1, 96], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        x: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(b, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[1, 96], pl.FP32, pl.MemRef(mem_vec_2, pl.const(512, pl.INT64), 384), pl.Mem.Vec] = pl.tile.create([1, 96], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[1, 96], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1024, pl.INT64), 384), pl.Mem.Vec] = pl.tile.mrgsort_format2(x, y, tmp)
        m2: pl.Tile[[1, 96], pl.FP32, pl.MemRef(mem_vec_3, pl.const(1024, pl.INT64), 384), pl.Mem.Vec] = pl.tile.mrgsort_format2(x, y, tmp, exhausted=True)
        o: pl.Tensor[[1, 96], pl.FP32] = pl.tile.store(m2, [0, 0], out)
        return o
