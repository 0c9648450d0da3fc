# tests/ut/language/parser/test_error_cases.py::TestEdgeCases::test_function_with_many_variables (hand-written)
import pypto.language as pl


@pl.function
def many_vars(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    v1: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    v2: pl.Tensor[[64], pl.FP32] = pl.add(v1, 2.0)
    v3: pl.Tensor[[64], pl.FP32] = pl.add(v2, 3.0)
    v4: pl.Tensor[[64], pl.FP32] = pl.add(v3, 4.0)
    v5: pl.Tensor[[64], pl.FP32] = pl.add(v4, 5.0)
    v6: pl.Tensor[[64], pl.FP32] = pl.add(v5, 6.0)
    v7: pl.Tensor[[64], pl.FP32] = pl.add(v6, 7.0)
    v8: pl.Tensor[[64], pl.FP32] = pl.add(v7, 8.0)
    v9: pl.Tensor[[64], pl.FP32] = pl.add(v8, 9.0)
    v10: pl.Tensor[[64], pl.FP32] = pl.add(v9, 10.0)
    return v10
