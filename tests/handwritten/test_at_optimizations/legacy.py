# tests/ut/ir/parser/test_at_optimizations.py::test_legacy_chunked_loop_optimizer_matches_new_form (hand-written)
import pypto.language as pl


@pl.function
def legacy(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
        for i in pl.parallel(0, 8, 1, chunk=4, chunk_policy="leading_full"):
            x = pl.add(x, x)
    return x
