# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Layouts:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def layouts(a: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[1, 16], layout=pl.TensorLayout.DN)], b: pl.Tensor[[2, 16, 64], pl.FP32], c: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        rv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(c, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(x, rv)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return r
