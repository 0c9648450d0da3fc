# ptoc: opt --passes=init_mem_ref
# reference test_init_memref.py, TestSliceView.test_slice_nonzero_byte_offset_and_alloc_dedup:
# a tile.slice is a window of its source's buffer: the same base at the window's byte offset
# ((row * cols + col) * element bytes) sized for the window's extent in the source's layout, so
# s0 is (mem_vec_3, 0, 64) and s1 (mem_vec_3, 64, 64), and one alloc serves all three tiles.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, input_a: pl.Tensor[[8, 16], pl.FP32], out0: pl.Out[pl.Tensor[[1, 16], pl.FP32]], out1: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        tile_a: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        s0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(tile_a, [1, 16], [0, 0])
        s1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(tile_a, [1, 16], [1, 0])
        r0: pl.Tensor[[1, 16], pl.FP32] = pl.tile.store(s0, [0, 0], out0)
        _r1: pl.Tensor[[1, 16], pl.FP32] = pl.tile.store(s1, [0, 0], out1)
        return r0
