# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestNoOp::test_non_canonical_4arg_mat_slice_left_untouched (hand-written)
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
        # 4-arg slice (carries valid_shape) — not a plain window.
        lhs_slice: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(
            lhs_mat, [16, 256], [0, 0], valid_shape=[16, 256]
        )
        a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(
            lhs_slice, 0, 0, shape=[16, 256], target_memory=pl.Mem.Left
        )
        b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
            rhs_mat, 0, 0, shape=[256, 64], target_memory=pl.Mem.Right
        )
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        out = pl.store(c, [0, 0], out)
        return out
