# examples/ir_parser/dynamic_paged_attention_example.py::build_dynamic_paged_attention_program (hand-written)
import pypto.language as pl

Q_HEADS = pl.dynamic("Q_HEADS")
HEAD_DIM_DYN = pl.dynamic("HEAD_DIM_DYN")


@pl.function(type=pl.FunctionType.InCore)
def dyn_kernel_init_inplace(
    oi: pl.Out[pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32]],
    li: pl.Out[pl.Tensor[[Q_HEADS, 1], pl.FP32]],
    mi: pl.Out[pl.Tensor[[Q_HEADS, 1], pl.FP32]],
) -> tuple[
    pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32],
    pl.Tensor[[Q_HEADS, 1], pl.FP32],
    pl.Tensor[[Q_HEADS, 1], pl.FP32],
]:
    """No-op passthrough: binds concrete tensor shapes to dynamic type annotations."""
    return oi, li, mi
