# tests/ut/language/parser/test_type_resolver.py::TestPlTupleSubscriptTypeResolver::test_resolve_pl_tuple_roundtrip (hand-written)
import pypto.language as pl


@pl.function
def func(
    x: pl.Tensor[[64], pl.FP32],
    y: pl.Tensor[[64], pl.FP32],
) -> pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
    a: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    b: pl.Tensor[[64], pl.FP32] = pl.mul(y, 2.0)
    return a, b
