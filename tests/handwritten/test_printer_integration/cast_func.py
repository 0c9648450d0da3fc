# tests/ut/language/parser/test_printer_integration.py::TestCastModeRoundTrip::test_printer_outputs_mode_as_string_name (hand-written)
import pypto.language as pl


@pl.function
def cast_func(x: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP32]:
    result: pl.Tensor[[64, 128], pl.FP32] = pl.cast(x, target_type=pl.FP32, mode="round")
    return result
