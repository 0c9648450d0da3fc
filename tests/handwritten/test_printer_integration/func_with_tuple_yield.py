# tests/ut/language/parser/test_printer_integration.py::TestPrinterIntegration::test_tuple_yield_no_type_annotation (hand-written)
import pypto.language as pl


@pl.function
def func_with_tuple_yield(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[64], pl.FP32]:
    init1: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
    init2: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)

    for i, (a1, a2) in pl.range(5, init_values=(init1, init2)):
        if i == 0:
            new1: pl.Tensor[[64], pl.FP32] = pl.mul(a1, 2.0)
            new2: pl.Tensor[[64], pl.FP32] = pl.mul(a2, 3.0)
            val1, val2 = pl.yield_(new1, new2)
        else:
            val1, val2 = pl.yield_(a1, a2)

        out1, out2 = pl.yield_(val1, val2)

    return out1
