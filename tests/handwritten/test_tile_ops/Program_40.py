# tests/ut/ir/operators/test_tile_ops.py::TestTileBroadcastOps::test_tile_col_expand_min (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        tile: pl.Tensor[[128, 128], pl.FP32],
        col: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32] = pl.load(tile, [0, 0], [32, 32])
        tile_col: pl.Tile[[1, 32], pl.FP32] = pl.load(col, [0, 0], [1, 32])
        tile_c: pl.Tile[[32, 32], pl.FP32] = pl.col_expand_min(tile_a, tile_col)
        result: pl.Tensor[[128, 128], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result
