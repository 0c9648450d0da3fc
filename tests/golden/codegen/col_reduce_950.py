# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class ColReduce:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def cols(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        c: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.col_max(x)
        tmp: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.col_sum(x, tmp)
        r: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return r
