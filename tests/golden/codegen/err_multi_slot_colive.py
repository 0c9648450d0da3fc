# ptoc: compile --backend 910B --memory-planner ptoas --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class MultiSlotCoLive:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rot(a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for i, (out_it,) in pl.range(0, 4, init_values=(out,)):
            off: pl.Scalar[pl.INDEX] = i * 16
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef("ld_buf", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.load(a, [off, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            u: pl.Tile[[16, 64], pl.FP32, pl.MemRef("ld_buf", slots=2)[(i + 1) % 2], pl.Mem.Vec] = pl.tile.exp(t)
            r: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(u, [off, 0], out_it)
            out_o = pl.yield_(r)
        return out_o
