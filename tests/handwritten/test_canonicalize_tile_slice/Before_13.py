# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestUnalignedVecSlice::test_dynamic_row_with_aligned_stride_left_untouched (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 8], pl.FP32],
        row_off: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[1, 1], pl.FP32]],
    ) -> pl.Tensor[[1, 1], pl.FP32]:
        local: pl.Tile[[32, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [32, 8], target_memory=pl.Mem.Vec
        )
        item: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [1, 1], [row_off, 0])
        scaled: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(item, 0.5)
        out = pl.store(scaled, [0, 0], out)
        return out
