# examples/ir_parser/dynamic_paged_attention_example.py::main (hand-written)
import pypto.language as pl

Q_HEADS = pl.dynamic("Q_HEADS")
BLOCK_SIZE_DYN = pl.dynamic("BLOCK_SIZE_DYN")
q_tile = 16
block_size = 128
_Q_TILE = q_tile
_BLOCK_SIZE = block_size


@pl.function(type=pl.FunctionType.InCore)
def dyn_kernel_softmax_prepare(
    sij: pl.Tensor[[Q_HEADS, BLOCK_SIZE_DYN], pl.FP32],
    scale: pl.Scalar[pl.FP32],
    out_pij: pl.Out[pl.Tensor[[Q_HEADS, BLOCK_SIZE_DYN], pl.BF16]],
    out_mi: pl.Out[pl.Tensor[[Q_HEADS, 1], pl.FP32]],
    out_li: pl.Out[pl.Tensor[[Q_HEADS, 1], pl.FP32]],
) -> tuple[
    pl.Tensor[[Q_HEADS, BLOCK_SIZE_DYN], pl.BF16],
    pl.Tensor[[Q_HEADS, 1], pl.FP32],
    pl.Tensor[[Q_HEADS, 1], pl.FP32],
]:
    """Scale sij, compute row_max (mi), exp(sij-mi), cast to BF16, row_sum (li). VECTOR."""
    s_tile = pl.load(sij, [0, 0], [_Q_TILE, _BLOCK_SIZE], target_memory=pl.MemorySpace.Vec)
    scaled = pl.mul(s_tile, scale)
    tmp_tile = pl.create_tile([_Q_TILE, _BLOCK_SIZE], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
    mi_tile = pl.row_max(scaled, tmp_tile)
    sij_centered = pl.row_expand_sub(scaled, mi_tile)
    exp_tile = pl.exp(sij_centered)
    pij_tile_bf16 = pl.cast(exp_tile, target_type=pl.BF16)
    pij_tile = pl.cast(pij_tile_bf16, target_type=pl.FP32)
    li_tile = pl.row_sum(pij_tile, tmp_tile)
    out_pij = pl.store(pij_tile_bf16, [0, 0], out_pij)
    out_mi = pl.store(mi_tile, [0, 0], out_mi)
    out_li = pl.store(li_tile, [0, 0], out_li)
    return out_pij, out_mi, out_li
