# tests/ut/language/parser/test_printer_integration.py::TestCastModeRoundTrip::test_cast_default_mode_round_trip (hand-written)
import pypto.language as pl


@pl.function
def original(x: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP32]:
    result: pl.Tensor[[64, 128], pl.FP32] = pl.cast(x, target_type=pl.FP32)
    return result
