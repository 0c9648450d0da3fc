# tests/ut/ir/transforms/test_init_memref.py::TestSliceView::test_four_bit_dtypes_share_packed_allocation_accounting (hand-written)
import pypto.language as pl

dtype = pl.HF4


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[8, 16], dtype],
        output: pl.Out[pl.Tensor[[8, 16], dtype]],
    ) -> pl.Tensor[[8, 16], dtype]:
        tile_a = pl.load(input_a, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        return pl.store(tile_a, [0, 0], output)
