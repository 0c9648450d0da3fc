# tests/ut/ir/parser/test_parse_pl_at.py::test_parse_pl_at_alias_pod (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.POD, role=pl.Role.Orchestrator):
        y = pl.add(x, x)
    return y
