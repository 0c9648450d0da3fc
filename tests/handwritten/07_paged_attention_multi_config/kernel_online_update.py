# examples/models/07_paged_attention_multi_config.py::<module> (hand-written)
import pypto.language as pl

Q_TILE = 16
HEAD_DIM = 128
q_tile = Q_TILE
head_dim = HEAD_DIM


@pl.function(type=pl.FunctionType.InCore)
def kernel_online_update(  # noqa: PLR0913
    mij: pl.Tensor[[q_tile, 1], pl.FP32],
    lij: pl.Tensor[[q_tile, 1], pl.FP32],
    oi_new: pl.Tensor[[q_tile, head_dim], pl.FP32],
    mi: pl.InOut[pl.Tensor[[q_tile, 1], pl.FP32]],
    li: pl.InOut[pl.Tensor[[q_tile, 1], pl.FP32]],
    oi: pl.InOut[pl.Tensor[[q_tile, head_dim], pl.FP32]],
    dst: pl.Out[pl.Tensor[[q_tile, head_dim], pl.FP32]],
    is_first: pl.Scalar[pl.INDEX],
    is_last: pl.Scalar[pl.INDEX],
) -> tuple[
    pl.Tensor[[q_tile, 1], pl.FP32],
    pl.Tensor[[q_tile, 1], pl.FP32],
    pl.Tensor[[q_tile, head_dim], pl.FP32],
    pl.Tensor[[q_tile, head_dim], pl.FP32],
]:
    """Online softmax update with inplace mi/li/oi (VECTOR).

    Merges current group's (mij, lij, oi_new) into running accumulators
    (mi, li, oi). On last iteration, writes normalised output to dst.
    """
    mij_tile = pl.load(mij, [0, 0], [q_tile, 1], target_memory=pl.MemorySpace.Vec)
    lij_tile = pl.load(lij, [0, 0], [q_tile, 1], target_memory=pl.MemorySpace.Vec)
    oi_new_tile = pl.load(oi_new, [0, 0], [q_tile, head_dim], target_memory=pl.MemorySpace.Vec)
    mi_tile = pl.load(mi, [0, 0], [q_tile, 1], target_memory=pl.MemorySpace.Vec)
    li_tile = pl.load(li, [0, 0], [q_tile, 1], target_memory=pl.MemorySpace.Vec)
    oi_tile = pl.load(oi, [0, 0], [q_tile, head_dim], target_memory=pl.MemorySpace.Vec)

    if is_first == 1:
        mi_out = pl.store(mij_tile, [0, 0], mi)
        li_out = pl.store(lij_tile, [0, 0], li)
        oi_out = pl.store(oi_new_tile, [0, 0], oi)
        if is_last == 1:
            dst_tile = pl.row_expand_div(oi_new_tile, lij_tile)
            dst_out = pl.store(dst_tile, [0, 0], dst)
        else:
            zero_tile = pl.tile.full([q_tile, head_dim], dtype=pl.FP32, value=0.0)
            dst_out = pl.store(zero_tile, [0, 0], dst)
    else:
        # Reshape DN [q_tile,1] -> ND [1,q_tile] for element-wise ops
        mi_tile_nd = pl.reshape(mi_tile, [1, q_tile])
        mij_tile_nd = pl.reshape(mij_tile, [1, q_tile])
        li_tile_nd = pl.reshape(li_tile, [1, q_tile])
        lij_tile_nd = pl.reshape(lij_tile, [1, q_tile])

        mi_new = pl.maximum(mi_tile_nd, mij_tile_nd)
        mi_diff = pl.sub(mi_tile_nd, mi_new)
        alpha = pl.exp(mi_diff)
        mij_diff = pl.sub(mij_tile_nd, mi_new)
        beta = pl.exp(mij_diff)

        li_scaled = pl.mul(alpha, li_tile_nd)
        lij_scaled = pl.mul(beta, lij_tile_nd)
        li_updated = pl.add(li_scaled, lij_scaled)

        alpha_dn = pl.reshape(alpha, [q_tile, 1])
        oi_scaled = pl.row_expand_mul(oi_tile, alpha_dn)
        beta_dn = pl.reshape(beta, [q_tile, 1])
        oi_new_scaled = pl.row_expand_mul(oi_new_tile, beta_dn)
        oi_updated = pl.add(oi_scaled, oi_new_scaled)

        mi_new_dn = pl.reshape(mi_new, [q_tile, 1])
        li_updated_dn = pl.reshape(li_updated, [q_tile, 1])

        mi_out = pl.store(mi_new_dn, [0, 0], mi)
        li_out = pl.store(li_updated_dn, [0, 0], li)

        oi_out = pl.store(oi_updated, [0, 0], oi)
        if is_last == 1:
            dst_tile = pl.row_expand_div(oi_updated, li_updated_dn)
            dst_out = pl.store(dst_tile, [0, 0], dst)
        else:
            zero_tile = pl.tile.full([q_tile, head_dim], dtype=pl.FP32, value=0.0)
            dst_out = pl.store(zero_tile, [0, 0], dst)

    return mi_out, li_out, oi_out, dst_out
