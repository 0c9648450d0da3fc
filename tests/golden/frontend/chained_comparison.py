# ptoc: parse
# tests/ut/language/parser/test_submit_predicate.py::test_chained_comparison_rejected: a chained comparison is rejected ("Only simple comparisons supported")
import pypto.language as pl


@pl.function
def f(a: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.BOOL]:
    b: pl.Scalar[pl.BOOL] = 0 < a < 8
    return b
