# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestAccAccumulatorSliceContiguity::test_narrow_window_straddling_two_blocks_rejected (hand-written)
import pypto.language as pl

k = 64
acc_shape = [32, 32]
slice_shape = [16, 16]
offset = [16, 8]
rows = 16
cols = 16


@pl.program
class ProgPlainSlice:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[rows, k], pl.FP16],
        w: pl.Tensor[[k, cols], pl.FP16],
        out: pl.Out[pl.Tensor[acc_shape, pl.FP32]],
    ) -> pl.Tensor[acc_shape, pl.FP32]:
        x_mat: pl.Tile[[rows, k], pl.FP16, pl.Mem.Mat] = pl.tile.load(
            x, [0, 0], [rows, k], target_memory=pl.Mem.Mat
        )
        a: pl.Tile[[rows, k], pl.FP16, pl.Mem.Left] = pl.tile.move(
            x_mat, target_memory=pl.Mem.Left
        )
        w_mat: pl.Tile[[k, cols], pl.FP16, pl.Mem.Mat] = pl.tile.load(
            w, [0, 0], [k, cols], target_memory=pl.Mem.Mat
        )
        b: pl.Tile[[k, cols], pl.FP16, pl.Mem.Right] = pl.tile.move(
            w_mat, target_memory=pl.Mem.Right
        )
        acc = pl.tile.create(acc_shape, pl.FP32, target_memory=pl.Mem.Acc)
        acc_win = pl.tile.slice(acc, slice_shape, offset)
        acc_new = pl.tile.matmul_acc(acc_win, a, b)
        out = pl.tile.store(acc_new, [0, 0], out)
        return out
