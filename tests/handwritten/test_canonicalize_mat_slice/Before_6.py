# tests/ut/ir/transforms/test_canonicalize_mat_slice.py::TestSliceIntoExtract::test_slice_with_multiple_extract_consumers (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 512], pl.BF16],
        rhs: pl.Tensor[[512, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [16, 512], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [512, 64], target_memory=pl.Mem.Mat
        )
        lhs_slice: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 512], [0, 0])
        rhs_slice: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [512, 64], [0, 0])
        a0: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_slice, 0, 0, shape=[16, 256], target_memory=pl.Mem.Left
        )
        b0: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_slice, 0, 0, shape=[256, 64], target_memory=pl.Mem.Right
        )
        a1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_slice, 0, 256, shape=[16, 256], target_memory=pl.Mem.Left
        )
        b1: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_slice, 256, 0, shape=[256, 64], target_memory=pl.Mem.Right
        )
        c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0, b0)
        c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c0, a1, b1)
        out = pl.store(c1, [0, 0], out)
        return out
