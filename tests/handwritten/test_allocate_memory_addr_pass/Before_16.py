# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_dsa_writeback_preserves_relative_view_offsets (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[8, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        tile_a: pl.Tile[[8, 16], pl.FP32] = pl.load(input_a, [0, 0], [8, 16])
        row_1: pl.Tile[[1, 16], pl.FP32] = pl.tile.slice(tile_a, [1, 16], [1, 0])
        column: pl.Tile[[16, 1], pl.FP32] = pl.tile.reshape(row_1, [16, 1])
        result = pl.store(column, [0, 0], out)
        return result
