# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestUnalignedVecSlice::test_dynamic_column_with_aligned_ssa_multiple_left_untouched (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 64], pl.INT32]],
        block_idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 64], pl.INT32]:
        local: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 64], target_memory=pl.Mem.Vec
        )
        block_base: pl.Scalar[pl.INDEX] = block_idx * 16
        col_off: pl.Scalar[pl.INDEX] = block_base * 2
        half: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec] = pl.tile.slice(local, [16, 32], [0, col_off])
        out = pl.store(half, [0, col_off], out)
        return out
