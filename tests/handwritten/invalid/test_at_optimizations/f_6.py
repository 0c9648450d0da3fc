# tests/ut/ir/parser/test_at_optimizations.py::test_unsupported_entry_errors (rejected by the reference parser)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimizations=[42]):  # type: ignore[list-item]
        y = pl.add(x, x)
    return y
