# tests/ut/ir/operators/test_tile_ops.py::TestTileBroadcastOps::test_tile_row_expand_expdif (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        tile: pl.Tensor[[128, 128], pl.FP32],
        row: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32] = pl.load(tile, [0, 0], [32, 32])
        tile_row: pl.Tile[[32, 1], pl.FP32] = pl.load(row, [0, 0], [32, 1])
        tile_c: pl.Tile[[32, 32], pl.FP32] = pl.row_expand_expdif(tile_a, tile_row)
        result: pl.Tensor[[128, 128], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result
