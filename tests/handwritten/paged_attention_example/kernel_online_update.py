# examples/ir_parser/paged_attention_example.py::<module> (hand-written)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def kernel_online_update(
    mij: pl.Tensor[[16, 1], pl.FP32],
    lij: pl.Tensor[[16, 1], pl.FP32],
    oi_new: pl.Tensor[[16, 128], pl.FP32],
    mi: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
    li: pl.InOut[pl.Tensor[[16, 1], pl.FP32]],
    oi: pl.InOut[pl.Tensor[[16, 128], pl.FP32]],
    dst: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    is_first: pl.Scalar[pl.BOOL],
    is_last: pl.Scalar[pl.BOOL],
) -> tuple[
    pl.Tensor[[16, 1], pl.FP32],
    pl.Tensor[[16, 1], pl.FP32],
    pl.Tensor[[16, 128], pl.FP32],
    pl.Tensor[[16, 128], pl.FP32],
]:
    """Online softmax update with inplace mi/li/oi (VECTOR)."""
    mij_tile = pl.load(mij, [0, 0], [16, 1], target_memory=pl.MemorySpace.Vec)
    lij_tile = pl.load(lij, [0, 0], [16, 1], target_memory=pl.MemorySpace.Vec)
    oi_new_tile = pl.load(oi_new, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
    mi_tile = pl.load(mi, [0, 0], [16, 1], target_memory=pl.MemorySpace.Vec)
    li_tile = pl.load(li, [0, 0], [16, 1], target_memory=pl.MemorySpace.Vec)
    oi_tile = pl.load(oi, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)

    if is_first:
        mi_out = pl.store(mij_tile, [0, 0], mi)
        li_out = pl.store(lij_tile, [0, 0], li)
        oi_out = pl.store(oi_new_tile, [0, 0], oi)
        if is_last:
            dst_tile = pl.row_expand_div(oi_new_tile, lij_tile)
            dst_out = pl.store(dst_tile, [0, 0], dst)
        else:
            # First block but not last: dst is not yet meaningful, store zeros
            zero_tile = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            dst_out = pl.store(zero_tile, [0, 0], dst)
    else:
        # Reshape DN [16,1] -> ND [1,16] for element-wise ops
        mi_tile_nd = pl.reshape(mi_tile, [1, 16])
        mij_tile_nd = pl.reshape(mij_tile, [1, 16])
        li_tile_nd = pl.reshape(li_tile, [1, 16])
        lij_tile_nd = pl.reshape(lij_tile, [1, 16])

        mi_new = pl.maximum(mi_tile_nd, mij_tile_nd)
        mi_diff = pl.sub(mi_tile_nd, mi_new)
        alpha = pl.exp(mi_diff)
        mij_diff = pl.sub(mij_tile_nd, mi_new)
        beta = pl.exp(mij_diff)

        li_scaled = pl.mul(alpha, li_tile_nd)
        lij_scaled = pl.mul(beta, lij_tile_nd)
        li_updated = pl.add(li_scaled, lij_scaled)

        alpha_dn = pl.reshape(alpha, [16, 1])  # Reshape [1,16] -> [16,1] DN for row_expand_mul
        oi_scaled = pl.row_expand_mul(oi_tile, alpha_dn)
        beta_dn = pl.reshape(beta, [16, 1])  # Reshape [1,16] -> [16,1] DN for row_expand_mul
        oi_new_scaled = pl.row_expand_mul(oi_new_tile, beta_dn)
        oi_updated = pl.add(oi_scaled, oi_new_scaled)

        mi_new_dn = pl.reshape(mi_new, [16, 1])  # Reshape back to DN [16,1] for store
        li_updated_dn = pl.reshape(li_updated, [16, 1])  # Reshape back to DN [16,1] for store

        mi_out = pl.store(mi_new_dn, [0, 0], mi)
        li_out = pl.store(li_updated_dn, [0, 0], li)

        if is_last:
            dst_tile = pl.row_expand_div(oi_updated, li_updated_dn)
            dst_out = pl.store(dst_tile, [0, 0], dst)
            oi_out = pl.store(oi_updated, [0, 0], oi)
        else:
            zero_tile = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            dst_out = pl.store(zero_tile, [0, 0], dst)
            oi_out = pl.store(oi_updated, [0, 0], oi)

    return mi_out, li_out, oi_out, dst_out
