# tests/ut/ir/parser/test_parse_pl_at.py::test_parse_pl_at_optimization_on_non_core_group_errors (rejected by the reference parser)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.HOST, optimization=pl.chunked_loop_optimizer):
        y = pl.add(x, x)
    return y
