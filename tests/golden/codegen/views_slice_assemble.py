# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Views:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def views(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[8, 32], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        fl: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.reshape(x, [32, 32])
        sl: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_1, pl.const(4096, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(fl, [8, 32], [8, 0])
        r2: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(sl, [0, 0], o2)
        ex: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_1, pl.const(5120, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.extract(x, 0, 32, [8, 32])
        asm: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(x, ex, [8, 0])
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(asm, [0, 0], out)
        return r
