# tests/ut/language/parser/test_flash_attention.py::TestParserRobustness::test_many_parameters (hand-written)
import pypto.language as pl


@pl.function
def many_params(
    a: pl.Tensor[[64], pl.FP32],
    b: pl.Tensor[[64], pl.FP32],
    c: pl.Tensor[[64], pl.FP32],
    d: pl.Tensor[[64], pl.FP32],
    e: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    temp1: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
    temp2: pl.Tensor[[64], pl.FP32] = pl.add(c, d)
    temp3: pl.Tensor[[64], pl.FP32] = pl.add(temp1, temp2)
    result: pl.Tensor[[64], pl.FP32] = pl.add(temp3, e)
    return result
