# tests/ut/language/parser/test_printer_integration.py::TestPrinterIntegration::test_yield_type_annotation_in_if_statement (hand-written)
import pypto.language as pl


@pl.function
def func_with_if_yield(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[64, 128], pl.FP32]:
    init: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)

    for i, (acc,) in pl.range(5, init_values=(init,)):
        if i == 0:
            out_c: pl.Tensor[[64, 128], pl.FP32] = pl.mul(acc, 2.0)
            val: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out_c)
        else:
            val: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(acc)

        result = pl.yield_(val)

    return result
