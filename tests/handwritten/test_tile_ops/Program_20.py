# tests/ut/ir/operators/test_tile_ops.py::TestTileReductionOps::test_tile_row_min (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Tensor[[128, 1], pl.FP32],
    ) -> pl.Tensor[[128, 1], pl.FP32]:
        tile_in: pl.Tile[[32, 128], pl.FP32] = pl.load(input, [0, 0], [32, 128])
        tmp_tile: pl.Tile[[32, 128], pl.FP32] = pl.tile.create(
            [32, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        tile_row_min: pl.Tile[[32, 1], pl.FP32] = pl.row_min(tile_in, tmp_tile)
        result: pl.Tensor[[128, 1], pl.FP32] = pl.store(tile_row_min, [0, 0], output)
        return result
