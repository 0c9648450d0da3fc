# examples/ir_parser/paged_attention_example.py::<module> (hand-written)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def kernel_init_inplace(
    oi: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    li: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    mi: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
) -> tuple[
    pl.Tensor[[16, 128], pl.FP32],
    pl.Tensor[[16, 1], pl.FP32],
    pl.Tensor[[16, 1], pl.FP32],
]:
    """Initialize inplace accumulators to zero (VECTOR)."""
    return oi, li, mi
