# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class MatmulInit:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mm(a: pl.Tensor[[32, 128], pl.FP16], b: pl.Tensor[[128, 32], pl.FP16], c: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_1: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_0: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_0: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        acc: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        am: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_0, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        acc0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(acc, al, br, True)
        acc1: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(acc0, al, br, False)
        for k, (acc_it,) in pl.range(0, 2, init_values=(acc1,)):
            koff: pl.Scalar[pl.INDEX] = k * 64
            first: pl.Scalar[pl.BOOL] = k == 0
            am2: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a, [0, koff], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            bm2: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_1, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(b, [koff, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
            al2: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(am2, target_memory=pl.Mem.Left)
            br2: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_0, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(bm2, target_memory=pl.Mem.Right)
            acc2: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(acc_it, al2, br2, first)
            acc_o = pl.yield_(acc2)
        r: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_o, [0, 0], c)
        return r
