# tests/ut/language/parser/test_runtime_print.py::TestRuntimePrintErrors::test_runtime_print_requires_tile_or_tensor (rejected by the reference parser)
import pypto.language as pl


@pl.function
def func(x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
    pl.runtime_print(x)  # type: ignore
    return x
