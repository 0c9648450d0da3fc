# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class BoxRight:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def boxright(a: pl.Tensor[[64, 20], pl.FP32]):
        mem_right_0: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 5120)
        r: pl.Tile[[64, 20], pl.FP32, pl.MemRef(mem_right_0, pl.const(0, pl.INT64), 5120), pl.Mem.Right] = pl.tile.create([64, 20], dtype=pl.FP32, target_memory=pl.Mem.Right)
