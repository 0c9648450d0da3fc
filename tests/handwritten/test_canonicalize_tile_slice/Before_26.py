# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestSliceIntoColExpand::test_static_nonzero_offset_single_row_slice_left_untouched (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        scores: pl.Tensor[[16, 64], pl.FP32],
        gamma: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        local: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            scores, [0, 0], [16, 64], target_memory=pl.Mem.Vec
        )
        gamma_t: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            gamma, [0, 0], [1, 64], target_memory=pl.Mem.Vec
        )
        row: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [1, 64], [5, 0])
        scaled: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(row, gamma_t)
        out = pl.store(scaled, [0, 0], out)
        return out
