# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class GatherRow:
    @pl.function(type=pl.FunctionType.AIV)
    def gr(x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.gather_row(t, x, [8, 0], [n, 0], [16, 64])
        t2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.gather_row(t1, x, [0, 0], [0, 16], [8, 32], [8, n])
        t3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.gather_row(t2, x, [16, 0], [4, 8], [8, 16], [8, 16], transpose=True)
        r: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t3, [0, 0], out)
        return r
