# examples/ir_parser/dynamic_paged_attention_example.py::main (hand-written)
import pypto.language as pl

Q_HEADS = pl.dynamic("Q_HEADS")
HEAD_DIM_DYN = pl.dynamic("HEAD_DIM_DYN")
BLOCK_SIZE_DYN = pl.dynamic("BLOCK_SIZE_DYN")
BATCH_DYN = pl.dynamic("BATCH_DYN")
QUERY_ROWS_DYN = pl.dynamic("QUERY_ROWS_DYN")
KEY_CACHE_ROWS_DYN = pl.dynamic("KEY_CACHE_ROWS_DYN")
BLOCK_TABLE_FLAT_DYN = pl.dynamic("BLOCK_TABLE_FLAT_DYN")
q_tile = 16
head_dim = 128
block_size = 128
_Q_TILE = q_tile
_HEAD_DIM = head_dim
_BLOCK_SIZE = block_size


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


@pl.function(type=pl.FunctionType.InCore)
def dyn_kernel_qk_matmul(
    qi: pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.BF16],
    kj: pl.Tensor[[BLOCK_SIZE_DYN, HEAD_DIM_DYN], pl.BF16],
    output: pl.Out[pl.Tensor[[Q_HEADS, BLOCK_SIZE_DYN], pl.FP32]],
) -> pl.Tensor[[Q_HEADS, BLOCK_SIZE_DYN], pl.FP32]:
    """QK matmul: output = qi @ kj.T (CUBE). kj transposed on load."""
    qi_l1 = pl.load(qi, [0, 0], [_Q_TILE, _HEAD_DIM], target_memory=pl.MemorySpace.Mat)
    kj_l1 = pl.load(
        kj, [0, 0], [_HEAD_DIM, _BLOCK_SIZE], target_memory=pl.MemorySpace.Mat, transpose=True
    )
    qi_l0a = pl.move(qi_l1, target_memory=pl.MemorySpace.Left)
    kj_l0b = pl.move(kj_l1, target_memory=pl.MemorySpace.Right)
    sij_l0c = pl.matmul(qi_l0a, kj_l0b)
    out = pl.store(sij_l0c, [0, 0], output)
    return out


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


@pl.function(type=pl.FunctionType.InCore)
def dyn_kernel_pv_matmul(
    pij: pl.Tensor[[Q_HEADS, BLOCK_SIZE_DYN], pl.BF16],
    vj: pl.Tensor[[BLOCK_SIZE_DYN, HEAD_DIM_DYN], pl.BF16],
    output: pl.Out[pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32]],
) -> pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32]:
    """PV matmul: output = pij @ vj (CUBE)."""
    pij_l1 = pl.load(pij, [0, 0], [_Q_TILE, _BLOCK_SIZE], target_memory=pl.MemorySpace.Mat)
    vj_l1 = pl.load(vj, [0, 0], [_BLOCK_SIZE, _HEAD_DIM], target_memory=pl.MemorySpace.Mat)
    pij_l0a = pl.move(pij_l1, target_memory=pl.MemorySpace.Left)
    vj_l0b = pl.move(vj_l1, target_memory=pl.MemorySpace.Right)
    oi_l0c = pl.matmul(pij_l0a, vj_l0b)
    out = pl.store(oi_l0c, [0, 0], output)
    return out


@pl.function(type=pl.FunctionType.InCore)
def dyn_kernel_online_update(
    mij: pl.Tensor[[Q_HEADS, 1], pl.FP32],
    lij: pl.Tensor[[Q_HEADS, 1], pl.FP32],
    oi_new: pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32],
    mi: pl.InOut[pl.Tensor[[Q_HEADS, 1], pl.FP32]],
    li: pl.InOut[pl.Tensor[[Q_HEADS, 1], pl.FP32]],
    oi: pl.InOut[pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32]],
    dst: pl.Out[pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32]],
    is_first: pl.Scalar[pl.BOOL],
    is_last: pl.Scalar[pl.BOOL],
) -> tuple[
    pl.Tensor[[Q_HEADS, 1], pl.FP32],
    pl.Tensor[[Q_HEADS, 1], pl.FP32],
    pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32],
    pl.Tensor[[Q_HEADS, HEAD_DIM_DYN], pl.FP32],
]:
    """Merge current block's (mij, lij, oi_new) into running accumulators (mi, li, oi). VECTOR."""
    mij_tile = pl.load(mij, [0, 0], [_Q_TILE, 1], target_memory=pl.MemorySpace.Vec)
    lij_tile = pl.load(lij, [0, 0], [_Q_TILE, 1], target_memory=pl.MemorySpace.Vec)
    oi_new_tile = pl.load(oi_new, [0, 0], [_Q_TILE, _HEAD_DIM], target_memory=pl.MemorySpace.Vec)
    mi_tile = pl.load(mi, [0, 0], [_Q_TILE, 1], target_memory=pl.MemorySpace.Vec)
    li_tile = pl.load(li, [0, 0], [_Q_TILE, 1], target_memory=pl.MemorySpace.Vec)
    oi_tile = pl.load(oi, [0, 0], [_Q_TILE, _HEAD_DIM], target_memory=pl.MemorySpace.Vec)

    if is_first:
        mi_out = pl.store(mij_tile, [0, 0], mi)
        li_out = pl.store(lij_tile, [0, 0], li)
        oi_out = pl.store(oi_new_tile, [0, 0], oi)
        if is_last:
            dst_tile = pl.row_expand_div(oi_new_tile, lij_tile)
            dst_out = pl.store(dst_tile, [0, 0], dst)
        else:
            zero_tile = pl.tile.full([_Q_TILE, _HEAD_DIM], dtype=pl.FP32, value=0.0)
            dst_out = pl.store(zero_tile, [0, 0], dst)
    else:
        mi_tile_nd = pl.reshape(mi_tile, [1, _Q_TILE])
        mij_tile_nd = pl.reshape(mij_tile, [1, _Q_TILE])
        li_tile_nd = pl.reshape(li_tile, [1, _Q_TILE])
        lij_tile_nd = pl.reshape(lij_tile, [1, _Q_TILE])

        mi_new = pl.maximum(mi_tile_nd, mij_tile_nd)
        mi_diff = pl.sub(mi_tile_nd, mi_new)
        alpha = pl.exp(mi_diff)
        mij_diff = pl.sub(mij_tile_nd, mi_new)
        beta = pl.exp(mij_diff)

        li_scaled = pl.mul(alpha, li_tile_nd)
        lij_scaled = pl.mul(beta, lij_tile_nd)
        li_updated = pl.add(li_scaled, lij_scaled)

        alpha_dn = pl.reshape(alpha, [_Q_TILE, 1])
        oi_scaled = pl.row_expand_mul(oi_tile, alpha_dn)
        beta_dn = pl.reshape(beta, [_Q_TILE, 1])
        oi_new_scaled = pl.row_expand_mul(oi_new_tile, beta_dn)
        oi_updated = pl.add(oi_scaled, oi_new_scaled)

        mi_new_dn = pl.reshape(mi_new, [_Q_TILE, 1])
        li_updated_dn = pl.reshape(li_updated, [_Q_TILE, 1])

        mi_out = pl.store(mi_new_dn, [0, 0], mi)
        li_out = pl.store(li_updated_dn, [0, 0], li)
        oi_out = pl.store(oi_updated, [0, 0], oi)

        if is_last:
            dst_tile = pl.row_expand_div(oi_updated, li_updated_dn)
            dst_out = pl.store(dst_tile, [0, 0], dst)
        else:
            zero_tile = pl.tile.full([_Q_TILE, _HEAD_DIM], dtype=pl.FP32, value=0.0)
            dst_out = pl.store(zero_tile, [0, 0], dst)

    return mi_out, li_out, oi_out, dst_out


@pl.program
class DynamicPagedAttentionProgram:
    """Paged attention with dynamic-shape InCore kernels (online softmax)."""

    @pl.function(type=pl.FunctionType.Orchestration)
    def paged_attention(
        self,
        query: pl.Tensor[[QUERY_ROWS_DYN, HEAD_DIM_DYN], pl.BF16],
        key_cache: pl.Tensor[[KEY_CACHE_ROWS_DYN, HEAD_DIM_DYN], pl.BF16],
        value_cache: pl.Tensor[[KEY_CACHE_ROWS_DYN, HEAD_DIM_DYN], pl.BF16],
        block_table: pl.Tensor[[BLOCK_TABLE_FLAT_DYN], pl.INT32],
        context_lens: pl.Tensor[[BATCH_DYN], pl.INT32],
        out: pl.Tensor[[QUERY_ROWS_DYN, HEAD_DIM_DYN], pl.FP32],
    ) -> pl.Tensor[[QUERY_ROWS_DYN, HEAD_DIM_DYN], pl.FP32]:
        """Paged attention orchestration with dynamic-shape InCore kernels."""
        batch_cfg: pl.Scalar[pl.INT64] = pl.tensor.dim(context_lens, 0)
        query_rows: pl.Scalar[pl.INT64] = pl.tensor.dim(query, 0)
        head_dim_cfg: pl.Scalar[pl.INT64] = pl.tensor.dim(query, 1)
        value_cache_rows: pl.Scalar[pl.INT64] = pl.tensor.dim(value_cache, 0)
        block_table_size: pl.Scalar[pl.INT64] = pl.tensor.dim(block_table, 0)
        num_heads_cfg: pl.Scalar[pl.INT64] = query_rows // batch_cfg
        block_size_cfg: pl.Scalar[pl.INT64] = value_cache_rows // block_table_size
        block_num_cfg: pl.Scalar[pl.INT64] = block_table_size // batch_cfg

        q_head_num = num_heads_cfg
        # ceil-divide: number of q_tile-sized chunks needed to cover all query heads
        q_loop_cfg = (q_head_num + q_tile - 1) // q_tile

        for b_idx in pl.range(batch_cfg):
            cur_seq = pl.tensor.read(context_lens, [b_idx])
            # ceil-divide: number of KV blocks touched by this request
            bn_this_batch = (cur_seq + block_size_cfg - 1) // block_size_cfg
            for q_idx in pl.range(q_loop_cfg):
                # Row offset into the flat query tensor for this (batch, q_tile) tile
                cur_offset = b_idx * q_head_num + q_idx * q_tile

                # Allocate zero-initialised accumulators for the online softmax state
                oi_buf: pl.Tensor[[q_tile, head_dim_cfg], pl.FP32] = pl.create_tensor(
                    [q_tile, head_dim_cfg],  # type: ignore[reportArgumentType]
                    dtype=pl.FP32,
                )
                li_buf: pl.Tensor[[q_tile, 1], pl.FP32] = pl.create_tensor(
                    [q_tile, 1],
                    dtype=pl.FP32,  # type: ignore[reportArgumentType]
                )
                mi_buf: pl.Tensor[[q_tile, 1], pl.FP32] = pl.create_tensor(
                    [q_tile, 1],
                    dtype=pl.FP32,  # type: ignore[reportArgumentType]
                )
                # Bind concrete tensor shapes to dynamic type annotations (no-op passthrough)
                oi, li_update, mi_update = dyn_kernel_init_inplace(oi_buf, li_buf, mi_buf)

                for bn in pl.range(bn_this_batch):
                    # Slice the query tile for this head-tile and batch entry
                    qi: pl.Tensor[[q_tile, head_dim_cfg], pl.BF16] = pl.slice(
                        query,
                        [q_tile, head_dim_cfg],  # type: ignore[reportArgumentType]
                        [cur_offset, 0],
                    )

                    # Look up the physical block index in the page table
                    cur_block_idx = pl.tensor.read(block_table, [b_idx * block_num_cfg + bn])
                    # Number of valid tokens in this block (last block may be partial)
                    valid_len = pl.min(block_size_cfg, cur_seq - bn * block_size_cfg)
                    # Starting row of this physical block in the flat KV-cache pool
                    kv_block_row = cur_block_idx * block_size_cfg

                    # Slice the key block: key_cache is [KV_rows, head_dim]
                    kj: pl.Tensor[[block_size_cfg, head_dim_cfg], pl.BF16] = pl.slice(
                        key_cache,
                        [block_size_cfg, head_dim_cfg],  # type: ignore[reportArgumentType]
                        [kv_block_row, 0],
                    )
                    # Slice the value block: value_cache is stored as [KV_rows, head_dim]
                    vj: pl.Tensor[[block_size_cfg, head_dim_cfg], pl.BF16] = pl.slice(
                        value_cache,
                        [block_size_cfg, head_dim_cfg],  # type: ignore[reportArgumentType]
                        [kv_block_row, 0],
                    )

                    # Stage 1: QK matmul — sij[q_tile, block_size] = qi @ kj.T
                    sij_buf: pl.Tensor[[q_tile, block_size_cfg], pl.FP32] = pl.create_tensor(
                        [q_tile, block_size_cfg],  # type: ignore[reportArgumentType]
                        dtype=pl.FP32,
                    )
                    sij = dyn_kernel_qk_matmul(qi, kj, sij_buf)

                    # Mask out padding columns beyond valid_len to avoid
                    # including out-of-range tokens in the softmax
                    sij_valid: pl.Tensor[[q_tile, valid_len], pl.FP32] = pl.slice(
                        sij,
                        [q_tile, valid_len],  # type: ignore[reportArgumentType]
                        [0, 0],
                    )

                    # Stage 2: softmax prepare — scale, row_max (mi), exp, row_sum (li)
                    pij_f16_buf: pl.Tensor[[q_tile, block_size_cfg], pl.BF16] = pl.create_tensor(
                        [q_tile, block_size_cfg],  # type: ignore[reportArgumentType]
                        dtype=pl.BF16,
                    )
                    mi_sm_buf: pl.Tensor[[q_tile, 1], pl.FP32] = pl.create_tensor(
                        [q_tile, 1],
                        dtype=pl.FP32,  # type: ignore[reportArgumentType]
                    )
                    li_sm_buf: pl.Tensor[[q_tile, 1], pl.FP32] = pl.create_tensor(
                        [q_tile, 1],
                        dtype=pl.FP32,  # type: ignore[reportArgumentType]
                    )
                    pij_f16, mi, li = dyn_kernel_softmax_prepare(
                        sij_valid,
                        1.0,  # type: ignore[reportArgumentType]
                        pij_f16_buf,
                        mi_sm_buf,
                        li_sm_buf,  # type: ignore[reportArgumentType]
                    )

                    # Stage 3: PV matmul — oi_tmp[q_tile, head_dim] = pij @ vj
                    oi_tmp_buf: pl.Tensor[[q_tile, head_dim_cfg], pl.FP32] = pl.create_tensor(
                        [q_tile, head_dim_cfg],  # type: ignore[reportArgumentType]
                        dtype=pl.FP32,
                    )
                    oi_tmp = dyn_kernel_pv_matmul(pij_f16, vj, oi_tmp_buf)

                    # Determine position flags for the online softmax update kernel
                    if bn == 0:
                        is_first: pl.Scalar[pl.INT64] = pl.yield_(1)  # type: ignore[reportArgumentType]
                    else:
                        is_first: pl.Scalar[pl.INT64] = pl.yield_(0)  # type: ignore[reportArgumentType]
                    if bn == bn_this_batch - 1:
                        is_last: pl.Scalar[pl.INT64] = pl.yield_(1)  # type: ignore[reportArgumentType]
                    else:
                        is_last: pl.Scalar[pl.INT64] = pl.yield_(0)  # type: ignore[reportArgumentType]

                    # Stage 4: online update — merge (mij, lij, oi_new) into (mi, li, oi)
                    # and write final normalised output on the last block
                    out_view_buf: pl.Tensor[[q_tile, head_dim_cfg], pl.FP32] = pl.slice(
                        out,
                        [q_tile, head_dim_cfg],  # type: ignore[reportArgumentType]
                        [cur_offset, 0],
                    )
                    mi_update, li_update, oi, out_view = dyn_kernel_online_update(
                        mi,
                        li,
                        oi_tmp,
                        mi_update,
                        li_update,
                        oi,
                        out_view_buf,
                        is_first,
                        is_last,
                    )

        return out
