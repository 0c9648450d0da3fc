# tests/ut/ir/operators/test_tile_ops.py::TestTileSliceReshapeOps::test_tile_slice_drop_dims_print_parse_roundtrip (hand-written)
import pypto.language as pl


@pl.program
class Q:
    @pl.function
    def main(self, x: pl.Tile[[64, 64, 64, 64], pl.FP16]) -> pl.Tile[[1, 64], pl.FP16]:
        y: pl.Tile[[1, 64], pl.FP16] = pl.tile.slice(x, [1, 1, 1, 64], [1, 2, 3, 0], drop_dims=[0, 1, 2])
        return y
