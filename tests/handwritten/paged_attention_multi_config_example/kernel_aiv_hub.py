# examples/ir_parser/paged_attention_multi_config_example.py::<module> (hand-written)
import pypto.language as pl

Q_TILE = 16
HEAD_DIM = 128
q_tile = Q_TILE
head_dim = HEAD_DIM


@pl.function(type=pl.FunctionType.InCore)
def kernel_aiv_hub(
    oi: pl.Out[pl.Tensor[[q_tile, head_dim], pl.FP32]],
    li: pl.Out[pl.Tensor[[q_tile, 1], pl.FP32]],
    mi: pl.Out[pl.Tensor[[q_tile, 1], pl.FP32]],
) -> tuple[
    pl.Tensor[[q_tile, head_dim], pl.FP32],
    pl.Tensor[[q_tile, 1], pl.FP32],
    pl.Tensor[[q_tile, 1], pl.FP32],
]:
    """Initialize inplace accumulators to zero (VECTOR)."""
    return oi, li, mi
