# ptoc: opt --backend 910B --passes=infer_tile_memory_space --expect {dir}/itm_acc_seed_create.expected.py
# a K loop accumulating matmul_acc into an iter arg seeded by tile.create(target_memory=Vec) and by tile.full: the seeds are made in Acc (create's target_memory names Acc), the iter args and loop results stay in Acc, and no move into Acc is made per trip (the reference's test_expand_mixed_kernel Before cases)
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(a: pl.Tensor[[16, 256], pl.BF16], b: pl.Tensor[[256, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        zero: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        for k, (acc_it, z_it) in pl.range(0, 256, 64, init_values=(acc, zero)):
            a_t: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, k], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            b_t: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [k, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
            acc_n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_it, a_t, b_t)
            z_n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(z_it, a_t, b_t)
            acc_r, z_r = pl.yield_(acc_n, z_n)
        o: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(acc_r, [0, 0], out)
        o2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_r, [0, 0], out2)
        return o
