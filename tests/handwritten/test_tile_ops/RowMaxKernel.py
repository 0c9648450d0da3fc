# tests/ut/ir/operators/test_tile_ops.py::TestTileReductionOps::test_tile_row_max (hand-written)
import pypto.language as pl


@pl.program
class RowMaxKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def row_max_kernel(
        self, input: pl.Tensor[[128, 128], pl.FP32], output: pl.Tensor[[128, 1], pl.FP32]
    ) -> pl.Tensor[[128, 1], pl.FP32]:
        tile_in: pl.Tile[[32, 128], pl.FP32] = pl.load(input, [0, 0], [32, 128])
        tmp_tile: pl.Tile[[32, 1], pl.FP32] = pl.tile.create(
            [32, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        tile_max: pl.Tile[[32, 1], pl.FP32] = pl.row_max(tile_in, tmp_tile)
        result: pl.Tensor[[128, 1], pl.FP32] = pl.store(tile_max, [0, 0], output)
        return result
