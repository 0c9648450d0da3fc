# tests/ut/ir/transforms/test_init_memref.py::TestSliceView::test_fp4_slice_rejects_second_nibble_origin (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[8, 16], pl.FP4],
        output: pl.Out[pl.Tensor[[1, 14], pl.FP4]],
    ) -> pl.Tensor[[1, 14], pl.FP4]:
        tile_a = pl.load(input_a, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        tail = pl.tile.slice(tile_a, [1, 14], [0, 1])
        return pl.store(tail, [0, 0], output)
