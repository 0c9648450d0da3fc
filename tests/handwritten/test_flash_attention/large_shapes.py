# tests/ut/language/parser/test_flash_attention.py::TestParserRobustness::test_large_tensor_shapes (hand-written)
import pypto.language as pl


@pl.function
def large_shapes(
    x: pl.Tensor[[1024, 2048, 512], pl.FP32],
) -> pl.Tensor[[1024, 2048, 512], pl.FP32]:
    return x
