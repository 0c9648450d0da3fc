# tests/ut/ir/parser/test_parse_pl_at.py::test_parse_pl_at_host_worker (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.HOST, role=pl.Role.Worker):
        y = pl.add(x, x)
    return y
