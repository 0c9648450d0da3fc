import pypto.language as pl

# relu(a @ b + bias) for a 128x256 @ 256x128 FP16 product as ONE 128x128 tile,
# written as ONE InCore function: a K loop of 64-wide steps accumulates in Acc on
# the Cube core, and the bias + ReLU epilogue runs on the Vector core.
# ExpandMixedKernel splits it into matmul_aic (the K loop and a tpush of the
# accumulator) and matmul_aiv (tpop, epilogue, tfree, store) under the Group
# matmul, with the pipe between them.  The 64 KiB FP32 tile is popped into the
# pipe's slot and used there (it has no buffer of its own); one slot
# (slot_num 1) plus the epilogue's tile fit the 910B Vector buffer (184 KiB),
# where the default two slots would not.

@pl.program
class MatmulBiasRelu:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul(
        self,
        a: pl.Tensor[[128, 256], pl.FP16],
        b: pl.Tensor[[256, 128], pl.FP16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.func_attr({"slot_num": 1})
        bt: pl.Tile[[1, 128], pl.FP32] = pl.load(bias, [0, 0], [1, 128])
        a0: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        b0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
        l0: pl.Tile[[128, 64], pl.FP16, pl.Mem.Left] = pl.move(a0, target_memory=pl.Mem.Left)
        r0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.move(b0, target_memory=pl.Mem.Right)
        acc0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.matmul(l0, r0)
        for k, (acc,) in pl.range(64, 256, 64, init_values=(acc0,)):
            ak: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, k], [128, 64], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.load(b, [k, 0], [64, 128], target_memory=pl.Mem.Mat)
            lk: pl.Tile[[128, 64], pl.FP16, pl.Mem.Left] = pl.move(ak, target_memory=pl.Mem.Left)
            rk: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.move(bk, target_memory=pl.Mem.Right)
            acc_next: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.matmul_acc(acc, lk, rk)
            acc_out: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        v: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.move(acc_out, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        biased: pl.Tile[[128, 128], pl.FP32] = pl.tile.col_expand_add(v, bt)
        r: pl.Tile[[128, 128], pl.FP32] = pl.tile.relu(biased)
        o: pl.Tensor[[128, 128], pl.FP32] = pl.store(r, [0, 0], out)
        return o
