# tests/ut/language/parser/test_flash_attention.py::TestFlashAttention::test_flash_attention_ops (hand-written)
import pypto.language as pl


@pl.function
def test_ops(x: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP32]:
    # Test operations used in flash attention

    # Cast
    fp32: pl.Tensor[[64, 128], pl.FP32] = pl.cast(x, target_type=pl.FP32, mode="round")

    # Mul
    scaled: pl.Tensor[[64, 128], pl.FP32] = pl.mul(fp32, 0.5)

    # Row max
    row_max_val: pl.Tensor[[64, 1], pl.FP32] = pl.row_max(scaled)

    # Sub
    normalized: pl.Tensor[[64, 128], pl.FP32] = pl.sub(scaled, row_max_val)

    # Exp
    exped: pl.Tensor[[64, 128], pl.FP32] = pl.exp(normalized)

    # Row sum
    row_sum_val: pl.Tensor[[64, 1], pl.FP32] = pl.row_sum(exped)

    # Div
    result: pl.Tensor[[64, 128], pl.FP32] = pl.div(exped, row_sum_val)

    return result
