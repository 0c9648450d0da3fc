# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocate_memory_addr_preserves_sibling_slice_offsets (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[8, 16], pl.FP32],
        out0: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
        out1: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        tile_a: pl.Tile[[8, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [8, 16])
        # Two sibling slices at rows 0 and 1, each reshaped to a column vector.
        s0: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(tile_a, [1, 16], [0, 0])
        s1: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.slice(tile_a, [1, 16], [1, 0])
        c0: pl.Tile[[16, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.reshape(s0, [16, 1])
        c1: pl.Tile[[16, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.reshape(s1, [16, 1])
        r0: pl.Tensor[[16, 1], pl.FP32] = pl.store(c0, [0, 0], out0)
        _r1: pl.Tensor[[16, 1], pl.FP32] = pl.store(c1, [0, 0], out1)
        return r0
