# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class FullRW:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def frw(out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], v: pl.Scalar[pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        f: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], v, dtype=pl.FP32)
        e: pl.Scalar[pl.FP32] = pl.tile.read(f, [3, 5])
        e2: pl.Scalar[pl.FP32] = e * 2.0
        w: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.write(f, [0, 1], e2)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(w, [0, 0], out)
        return r
