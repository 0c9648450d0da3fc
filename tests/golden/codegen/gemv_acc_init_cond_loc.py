# ptoc: compile --backend 910B --passes=none
import pypto.language as pl

@pl.program
class GemvInit:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gv(a: pl.Tensor[[1, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], flag: pl.Scalar[pl.BOOL], c: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_1: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_0: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_0: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        am: pl.Tile[[1, 64], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[1, 64], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_0, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.gemv(al, br)
        acc1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.gemv_acc(acc, al, br, True)
        acc2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.gemv_acc(acc1, al, br, flag, acc_phase="partial")
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc2, [0, 0], c)
        return r
