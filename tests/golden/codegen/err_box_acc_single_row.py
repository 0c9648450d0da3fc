# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class BoxAcc:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def boxacc(a: pl.Tensor[[1, 20], pl.FP32]):
        mem_acc_0: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 80)
        mem_acc_1: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        c: pl.Tile[[1, 20], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 80), pl.Mem.Acc] = pl.tile.create([1, 20], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        ok: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_acc_1, pl.const(1024, pl.INT64), 64), pl.Mem.Acc] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        bad: pl.Tile[[24, 16], pl.FP32, pl.MemRef(mem_acc_1, pl.const(2048, pl.INT64), 1536), pl.Mem.Acc] = pl.tile.create([24, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
