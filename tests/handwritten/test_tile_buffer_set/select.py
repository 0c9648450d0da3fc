# tests/ut/language/parser/test_tile_buffer_set.py::test_tile_buffer_set_annotation_round_trips_through_printer (hand-written)
import pypto.language as pl


@pl.function
def select(index: pl.Scalar[pl.INDEX]):
    buffers = pl.create_tile_buffers(3, [16, 128], pl.FP32, pl.Mem.Right)
    _slot = buffers[index]
