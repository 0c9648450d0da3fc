# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestSliceIntoColExpand::test_static_offset_column_slice_of_multirow_tile_materialized (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        gamma: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        local: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 128], target_memory=pl.Mem.Vec
        )
        gamma_t: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            gamma, [0, 0], [1, 64], target_memory=pl.Mem.Vec
        )
        hi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 64], [0, 64])
        scaled: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(hi, gamma_t)
        out = pl.store(scaled, [0, 0], out)
        return out
