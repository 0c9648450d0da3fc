# tests/ut/language/parser/test_flash_attention.py::TestFlashAttention::test_flash_attention_with_multiple_iter_args (hand-written)
import pypto.language as pl


@pl.function
def multi_iter_attn(
    q: pl.Tensor[[64, 128], pl.FP16],
) -> pl.Tensor[[64, 128], pl.FP32]:
    attn: pl.Tensor[[64, 128], pl.FP32] = pl.create([64, 128], dtype=pl.FP32)
    scale: pl.Tensor[[64, 1], pl.FP32] = pl.create([64, 1], dtype=pl.FP32)

    for i, (attn_val, scale_val) in pl.range(4, init_values=[attn, scale]):
        # Update both
        new_attn: pl.Tensor[[64, 128], pl.FP32] = pl.mul(attn_val, 1.1)
        new_scale: pl.Tensor[[64, 1], pl.FP32] = pl.add(scale_val, 0.1)

        attn_out, scale_out = pl.yield_(new_attn, new_scale)

    return attn_out
