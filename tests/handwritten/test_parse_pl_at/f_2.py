# tests/ut/ir/parser/test_parse_pl_at.py::test_parse_pl_at_global_orchestrator (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator):
        y = pl.add(x, x)
    return y
