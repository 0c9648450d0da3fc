# ptoc: compile --backend 910B --memory-planner ptoas --passes=none
import pypto.language as pl

@pl.program
class MultiSlotStraight:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def two(a: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t0: pl.Tile[[16, 64], pl.FP32, pl.MemRef("ld_buf", slots=2)[0], pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[16, 64], pl.FP32, pl.MemRef("ld_buf", slots=2)[1], pl.Mem.Vec] = pl.tile.load(a, [0, 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.MemRef("sum_buf"), pl.Mem.Vec] = pl.tile.add(t0, t1)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return r
