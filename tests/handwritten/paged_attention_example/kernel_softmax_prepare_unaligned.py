# examples/ir_parser/paged_attention_example.py::<module> (hand-written)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def kernel_softmax_prepare_unaligned(
    sij: pl.Tensor[[16, 128], pl.FP32],
    scale: pl.Scalar[pl.FP32],
    valid_len: pl.Scalar[pl.INDEX],
    out_pij: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
    out_mi: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    out_li: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
) -> tuple[
    pl.Tensor[[16, 128], pl.BF16],
    pl.Tensor[[16, 1], pl.FP32],
    pl.Tensor[[16, 1], pl.FP32],
]:
    """Softmax prepare with unaligned valid_len: load, set_validshape, fillpad, scale, softmax (VECTOR)."""
    s_tile = pl.load(sij, [0, 0], [16, 128], valid_shapes=[16, valid_len], target_memory=pl.MemorySpace.Vec)
    s_padded = pl.tile.fillpad(s_tile, pad_value=pl.PadValue.min)
    scaled = pl.mul(s_padded, scale)
    tmp_tile = pl.create_tile([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
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
