# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class RowSoftmaxPart:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rows(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], mx: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_2, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(x, tmp)
        y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_sub(x, m)
        s: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_2, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(y, tmp)
        z: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_div(y, s)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(z, [0, 0], out)
        r2: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(m, [0, 0], mx)
        return r
