# tests/ut/language/parser/test_error_wrapping.py::TestCheckSpanLocationStrippedFromHeader::test_header_carries_no_inline_source_location (rejected by the reference parser)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.function
def bad(t: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tile[[64, 1], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    tmp: pl.Tile[[64, 64], pl.FP16] = pl.tile.create([64, 64], pl.FP16)
    m: pl.Tile[[64, 1], pl.FP32] = pl.tile.row_max(a, tmp)
    return m
