# examples/models/07_paged_attention_multi_config.py::main (hand-written)
import pypto.language as pl

q_tile = 16
head_dim = 128


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
