# tests/ut/ir/transforms/test_init_memref.py::TestSliceView::test_slice_nonzero_byte_offset_and_alloc_dedup (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[8, 16], pl.FP32],
        out0: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        out1: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        tile_a: pl.Tile[[8, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_a, [0, 0], [8, 16], target_memory=pl.Mem.Vec
        )
        s0: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(tile_a, [1, 16], [0, 0])
        s1: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(tile_a, [1, 16], [1, 0])
        r0: pl.Tensor[[1, 16], pl.FP32] = pl.store(s0, [0, 0], out0)
        _r1: pl.Tensor[[1, 16], pl.FP32] = pl.store(s1, [0, 0], out1)
        return r0
