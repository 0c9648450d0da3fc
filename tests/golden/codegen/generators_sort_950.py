# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Gen:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gen(a: pl.Tensor[[1, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 64], pl.FP32]], n: pl.Scalar[pl.INT32]) -> pl.Tensor[[1, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        x: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        idx: pl.Tile[[1, 32], pl.UINT32, pl.MemRef(mem_vec_0, pl.const(128, pl.INT64), 128), pl.Mem.Vec] = pl.tile.ci(0, [1, 32], dtype=pl.UINT32)
        srt: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.sort32(x, idx)
        tr: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.tri(n, [16, 16], dtype=pl.FP32, upper=True)
        r: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(srt, [0, 0], out)
        return r
