# ptoc: opt --backend 950 --passes=insert_mx_scale_addr
# reference test_insert_mx_scale_addr.py, test_bindings_do_not_leak_between_if_branches: each branch binds the scales its matmul reads
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a0: pl.Tensor[[16, 64], pl.FP8E4M3FN], a1: pl.Tensor[[16, 64], pl.FP8E4M3FN], flag: pl.Scalar[pl.INT32], a_s: pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ], b: pl.Tensor[[64, 32], pl.FP8E4M3FN], b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        a0m: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Mat] = pl.tile.load(a0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        lhs0: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Left] = pl.tile.move(a0m, target_memory=pl.Mem.Left)
        a1m: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Mat] = pl.tile.load(a1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        lhs1: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Left] = pl.tile.move(a1m, target_memory=pl.Mem.Left)
        asm: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.Mat] = pl.tile.load(a_s, [0, 0], [16, 2], [16, 2], target_memory=pl.Mem.Mat)
        lhs_scale: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.tile.move(asm, target_memory=pl.Mem.LeftScale)
        bm: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        rhs: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        bsm: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.Mat] = pl.tile.load(b_s, [0, 0], [2, 32], [2, 32], target_memory=pl.Mem.Mat)
        rhs_scale: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.RightScale] = pl.tile.move(bsm, target_memory=pl.Mem.RightScale)
        if 0 < pl.cast(flag, pl.INDEX):
            then_value: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx(lhs0, lhs_scale, rhs, rhs_scale)
            result: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(then_value)
        else:
            else_value: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx(lhs0, lhs_scale, rhs, rhs_scale)
            result: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(else_value)
        stored: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(result, [0, 0], out)
        return stored
