# ptoc: opt --passes=canonicalize_tile_slice
# The reference's TestSliceIntoExtract and TestSliceIntoMatmul cases: a Mat slice read by
# tile.extract is folded into the extract's indices (zero, row, column and chained offsets);
# a Mat slice operand of tile.matmul / matmul_acc / matmul_bias becomes an extract into Left
# (lhs) or Right (rhs) before the call; the slices left without a use are dropped.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def zero_offset(self, lhs: pl.Tensor[[16, 256], pl.BF16], rhs: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [0, 0])
        rhs_slice: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [256, 64], [0, 0])
        a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(lhs_slice, 0, 0, [16, 256], target_memory=pl.Mem.Left)
        b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_slice, 0, 0, [256, 64], target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def row_offset(self, lhs: pl.Tensor[[32, 256], pl.BF16], rhs: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [32, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [16, 0])
        a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(lhs_slice, 0, 0, [16, 256], target_memory=pl.Mem.Left)
        b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, 0, 0, [256, 64], target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def col_offset(self, lhs: pl.Tensor[[16, 512], pl.BF16], rhs: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 512], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [0, 256])
        a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(lhs_slice, 0, 0, [16, 256], target_memory=pl.Mem.Left)
        b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, 0, 0, [256, 64], target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def chained(self, lhs: pl.Tensor[[32, 256], pl.BF16], rhs: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [32, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        s1: pl.Tile[[24, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [24, 256], [8, 0])
        s2: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(s1, [16, 256], [4, 0])
        a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(s2, 0, 0, [16, 256], target_memory=pl.Mem.Left)
        b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, 0, 0, [256, 64], target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def in_pipeline(self, lhs: pl.Tensor[[16, 512], pl.BF16], rhs: pl.Tensor[[512, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 512], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [512, 64], target_memory=pl.Mem.Mat)
        lhs_slice: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 512], [0, 0])
        rhs_slice: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [512, 64], [0, 0])
        c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for ko, (c,) in pl.pipeline(0, 512, 256, init_values=(c0,), stage=2):
            a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(lhs_slice, 0, ko, [16, 256], target_memory=pl.Mem.Left)
            b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_slice, ko, 0, [256, 64], target_memory=pl.Mem.Right)
            c_next: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, a, b)
            c_out: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c_next)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c_out, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def matmul_operands(self, lhs: pl.Tensor[[16, 256], pl.BF16], rhs: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [0, 0])
        rhs_slice: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [256, 64], [0, 0])
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_slice, rhs_slice)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def matmul_acc_operands(self, lhs: pl.Tensor[[16, 256], pl.BF16], rhs: pl.Tensor[[256, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        acc0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [0, 0])
        rhs_slice: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [256, 64], [0, 0])
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0, lhs_slice, rhs_slice)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def matmul_bias_operands(self, lhs: pl.Tensor[[16, 256], pl.BF16], rhs: pl.Tensor[[256, 64], pl.BF16], bias: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat)
        bias_mat: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [1, 64], target_memory=pl.Mem.Mat)
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [0, 0])
        rhs_slice: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [256, 64], [0, 0])
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(lhs_slice, rhs_slice, bias_mat)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out_1
