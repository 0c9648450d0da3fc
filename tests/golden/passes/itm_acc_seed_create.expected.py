# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a: pl.Tensor[[16, 256], pl.BF16], b: pl.Tensor[[256, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        zero: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        for k, (acc_it, z_it) in pl.range(0, 256, 64, init_values=(acc, zero)):
            a_t: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, k], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            b_t: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [k, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
            a_t_Left: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(a_t, target_memory=pl.Mem.Left)
            b_t_Right: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(b_t, target_memory=pl.Mem.Right)
            acc_n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_it, a_t_Left, b_t_Right)
            z_n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(z_it, a_t_Left, b_t_Right)
            acc_r, z_r = pl.yield_(acc_n, z_n)
        o: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(acc_r, [0, 0], out)
        o2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_r, [0, 0], out2)
        return o
