# ptoc: compile --backend 910B --memory-planner ptoas --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class MultiSlotLeft:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mm(a: pl.Tensor[[32, 64], pl.FP16]):
        am: pl.Tile[[32, 64], pl.FP16, pl.MemRef("mat_buf"), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        for i in pl.range(0, 4):
            al: pl.Tile[[32, 64], pl.FP16, pl.MemRef("left_buf", slots=2)[i % 2], pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        return
