# tests/ut/ir/transforms/test_init_memref.py::TestSliceView::test_fp4_slice_uses_packed_byte_offset_and_span (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[8, 16], pl.FP4],
        output: pl.Out[pl.Tensor[[1, 16], pl.FP4]],
    ) -> pl.Tensor[[1, 16], pl.FP4]:
        tile_a = pl.load(input_a, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        row = pl.tile.slice(tile_a, [1, 16], [1, 0])
        return pl.store(row, [0, 0], output)
