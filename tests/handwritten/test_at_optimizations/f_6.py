# tests/ut/ir/parser/test_at_optimizations.py::test_legacy_optimization_kwarg_emits_deprecation_warning (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
        for i in pl.parallel(0, 8, 1, chunk=4, chunk_policy="leading_full"):
            x = pl.add(x, x)
    return x
