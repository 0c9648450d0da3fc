# tests/ut/ir/operators/test_tile_ops.py::TestTileReductionOps::test_tile_col_min (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[1, 128], pl.FP32],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        tile_in: pl.Tile[[32, 128], pl.FP32] = pl.load(input, [0, 0], [32, 128])
        tile_col_min: pl.Tile[[1, 128], pl.FP32] = pl.tile.col_min(tile_in)
        result: pl.Tensor[[1, 128], pl.FP32] = pl.store(tile_col_min, [0, 0], output)
        return result
