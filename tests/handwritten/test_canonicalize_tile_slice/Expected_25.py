# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestSliceIntoMatmul::test_matmul_operands_become_left_right_extracts (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 256], pl.BF16],
        rhs: pl.Tensor[[256, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [16, 256], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [256, 64], target_memory=pl.Mem.Mat
        )
        lhs_left: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_mat, 0, 0, shape=[16, 256], target_memory=pl.Mem.Left
        )
        rhs_right: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_mat, 0, 0, shape=[256, 64], target_memory=pl.Mem.Right
        )
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_left, rhs_right)
        out = pl.store(c, [0, 0], out)
        return out
