# examples/ir_parser/paged_attention_64_example.py::<module> (hand-written)
import pypto.language as pl

Q_TILE = 16
HEAD_DIM = 128


@pl.function(type=pl.FunctionType.InCore)
def kernel_aiv_hub(
    oi: pl.Out[pl.Tensor[[Q_TILE, HEAD_DIM], pl.FP32]],
    li: pl.Out[pl.Tensor[[Q_TILE, 1], pl.FP32]],
    mi: pl.Out[pl.Tensor[[Q_TILE, 1], pl.FP32]],
) -> tuple[
    pl.Tensor[[Q_TILE, HEAD_DIM], pl.FP32],
    pl.Tensor[[Q_TILE, 1], pl.FP32],
    pl.Tensor[[Q_TILE, 1], pl.FP32],
]:
    """Zero-initialise inplace accumulators (VECTOR)."""
    return oi, li, mi
