# tests/ut/language/parser/test_tile_buffer_set.py::test_dynamic_buffer_slot_parses_to_dedicated_ir_operations (hand-written)
import pypto.language as pl


@pl.function
def rotate(index: pl.Scalar[pl.INDEX]):
    buffers = pl.create_tile_buffers(2, [16, 128], pl.FP32, pl.Mem.Acc)
    slot = buffers[index % 2]
    pl.tile.release(slot)
