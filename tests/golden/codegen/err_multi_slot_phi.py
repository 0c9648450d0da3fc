# ptoc: compile --backend 910B --memory-planner ptoas --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class MultiSlotPhi:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def carry(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t0: pl.Tile[[16, 64], pl.FP32, pl.MemRef("ld_buf", slots=2)[0], pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(0, 4, init_values=(t0,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef("ld_buf", slots=2)[i % 2], pl.Mem.Vec] = pl.tile.exp(acc)
            acc_o = pl.yield_(t)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_o, [0, 0], out)
        return r
