# ptoc: compile --backend 910B --memory-planner ptoas --no-emit-loc --passes=none
import pypto.language as pl

# Tiles in both branches of an if and one after it share one MemRef: each
# alloc_tile must dominate its uses (a handle allocated in the then-branch is
# not visible in the else-branch nor after the if).
@pl.program
class SharedBufferIf:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def pick(flag: pl.Scalar[pl.INDEX], a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        if flag == 0:
            x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            x2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(x)
            r1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(x2, [0, 0], out)
            o: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(r1)
        else:
            y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            y2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.neg(y)
            r2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y2, [0, 0], out)
            o: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(r2)
        z: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(o, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        w: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(z, 1.0)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(w, [0, 0], o)
        return r
