# tests/ut/language/test_unified_ops.py::TestUnifiedSlicePadValue::test_pad_value_reaches_the_parser_path_for_tiles (hand-written)
import pypto.language as pl


@pl.function
def unpadded(x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
    t = pl.load(x, [0, 0], [16, 32], target_memory=pl.MemorySpace.Vec)
    narrowed = pl.tile.slice(t, [8, 32], [0, 0], valid_shape=[8, 8])
    return pl.store(pl.fillpad_expand(narrowed, [16, 32]), [0, 0], x)
