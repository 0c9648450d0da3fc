# tests/ut/language/parser/test_flash_attention.py::TestParserRobustness::test_long_function (hand-written)
import pypto.language as pl


@pl.function
def long_function(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    v1: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    v2: pl.Tensor[[64], pl.FP32] = pl.add(v1, 1.0)
    v3: pl.Tensor[[64], pl.FP32] = pl.add(v2, 1.0)
    v4: pl.Tensor[[64], pl.FP32] = pl.add(v3, 1.0)
    v5: pl.Tensor[[64], pl.FP32] = pl.add(v4, 1.0)
    v6: pl.Tensor[[64], pl.FP32] = pl.add(v5, 1.0)
    v7: pl.Tensor[[64], pl.FP32] = pl.add(v6, 1.0)
    v8: pl.Tensor[[64], pl.FP32] = pl.add(v7, 1.0)
    v9: pl.Tensor[[64], pl.FP32] = pl.add(v8, 1.0)
    v10: pl.Tensor[[64], pl.FP32] = pl.add(v9, 1.0)
    return v10
