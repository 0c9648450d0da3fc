# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestSliceIntoMatmul::test_matmul_operands_become_left_right_extracts (hand-written)
import pypto.language as pl


@pl.program
class Before:
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
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [0, 0])
        rhs_slice: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [256, 64], [0, 0])
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_slice, rhs_slice)
        out = pl.store(c, [0, 0], out)
        return out
