# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_multi_variable_arithmetic (hand-written)
import pypto.language as pl

batch = 4
heads = 8
seq_len = 128


@pl.function
def func(
    x: pl.Tensor[[batch * heads, seq_len], pl.FP16],
) -> pl.Tensor[[batch * heads, seq_len], pl.FP16]:
    return x
