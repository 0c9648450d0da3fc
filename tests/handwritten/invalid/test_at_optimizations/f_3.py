# tests/ut/ir/parser/test_at_optimizations.py::test_optimizations_must_be_list (rejected by the reference parser)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimizations=pl.auto_chunk):  # type: ignore[arg-type]
        y = pl.add(x, x)
    return y
