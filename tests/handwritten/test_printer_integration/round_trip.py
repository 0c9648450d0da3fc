# tests/ut/language/parser/test_printer_integration.py::TestPrinterIntegration::test_parsed_function_printer_round_trip (hand-written)
import pypto.language as pl


@pl.function
def round_trip(
    x: pl.Tensor[[64], pl.FP32],
    y: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    sum_val: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
    result: pl.Tensor[[64], pl.FP32] = pl.mul(sum_val, 2.0)
    return result
