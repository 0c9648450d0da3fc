# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestUnalignedVecSlice::test_unaligned_row_offset_through_constant_ssa_materialized (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[17, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[17, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [17, 1], target_memory=pl.Mem.Vec
        )
        row_off: pl.Scalar[pl.INDEX] = 1
        tail: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [row_off, 0])
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(tail, 0.5)
        out = pl.store(scaled, [0, 0], out)
        return out
