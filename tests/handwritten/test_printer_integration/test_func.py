# tests/ut/language/parser/test_printer_integration.py::TestPrinterIntegration::test_function_printed_with_subscript_types (hand-written)
import pypto.language as pl


@pl.function
def test_func(x: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP32]:
    result: pl.Tensor[[64, 128], pl.FP32] = pl.cast(x, target_type=pl.FP32)
    return result
