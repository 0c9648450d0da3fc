# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class GatherRowBoxed:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def grb(x: pl.Tensor[[64, 64], pl.FP16]):
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        t: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.create([32, 64], dtype=pl.FP16, target_memory=pl.Mem.Mat)
        t1: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.gather_row(t, x, [16, 0], [3, 0], [10, 40])
        mem_left_0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        tl: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(t1, target_memory=pl.Mem.Left)
        return
