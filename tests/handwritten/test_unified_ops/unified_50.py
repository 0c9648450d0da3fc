# tests/ut/language/test_unified_ops.py::TestUnifiedSlicePadValue::test_pad_value_reaches_the_parser_path (hand-written)
import pypto.language as pl


@pl.function
def unified(x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
    narrowed = pl.slice(x, [8, 32], [0, 0], valid_shape=[8, 8], pad_value=pl.PadValue.min)
    return pl.fillpad_expand(narrowed, [16, 32])
