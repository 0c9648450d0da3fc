# examples/models/07_paged_attention_multi_config.py::main (hand-written)
import pypto.language as pl

q_tile = 16
block_size = 64
n_unroll_q = 1024


@pl.function(type=pl.FunctionType.InCore)
def kernel_softmax_prepare(
    sij_buf: pl.Tensor[[n_unroll_q, block_size], pl.FP32],
    scale: pl.Scalar[pl.FP32],
    pij_buf: pl.Out[pl.Tensor[[n_unroll_q, block_size], pl.BF16]],
    mi_out: pl.Out[pl.Tensor[[q_tile, 1], pl.FP32]],
    li_out: pl.Out[pl.Tensor[[q_tile, 1], pl.FP32]],
    n_blocks: pl.Scalar[pl.INDEX],
    last_valid_len: pl.Scalar[pl.INDEX],
) -> tuple[
    pl.Tensor[[n_unroll_q, block_size], pl.BF16],
    pl.Tensor[[q_tile, 1], pl.FP32],
    pl.Tensor[[q_tile, 1], pl.FP32],
]:
    """Two-pass softmax with partial-block support (VECTOR).

    Pass 1 finds global row_max, pass 2 computes exp+sum.
    The last block (i == n_blocks - 1) uses valid_shapes + fillpad to mask
    out invalid columns with -inf so they don't affect row_max or row_sum.
    Uses mi_out/li_out as GM scratch for cross-iteration state via store/load round-trips.
    """
    # Pass 1: find global row_max across all blocks
    for i, (mi_out_iter,) in pl.range(n_blocks, init_values=(mi_out,)):
        if i == n_blocks - 1:
            valid_len: pl.Scalar[pl.INDEX] = pl.yield_(last_valid_len)
        else:
            valid_len: pl.Scalar[pl.INDEX] = pl.yield_(block_size)
        s_tile = pl.load(
            sij_buf,
            [i * q_tile, 0],
            [q_tile, block_size],
            valid_shapes=[q_tile, valid_len],
            target_memory=pl.MemorySpace.Vec,
        )
        s_tile_padded = pl.tile.fillpad(s_tile, pad_value=pl.PadValue.min)
        scaled = pl.mul(s_tile_padded, scale)
        tmp_tile = pl.create_tile(
            [q_tile, block_size],
            dtype=pl.FP32,
            target_memory=pl.MemorySpace.Vec,
        )
        local_max = pl.row_max(scaled, tmp_tile)

        if i == 0:
            mi_out_updated = pl.store(local_max, [0, 0], mi_out_iter)
        else:
            global_max = pl.load(
                mi_out_iter,
                [0, 0],
                [q_tile, 1],
                target_memory=pl.MemorySpace.Vec,
            )
            gm_nd = pl.reshape(global_max, [1, q_tile])
            lm_nd = pl.reshape(local_max, [1, q_tile])
            new_max = pl.reshape(pl.maximum(gm_nd, lm_nd), [q_tile, 1])
            mi_out_updated = pl.store(new_max, [0, 0], mi_out_iter)
        (mi_out_carry,) = pl.yield_(mi_out_updated)

    # Pass 2: exp(s - global_max), cast to bf16, row_sum accumulation
    for i, (pij_buf_iter, li_out_iter) in pl.range(n_blocks, init_values=(pij_buf, li_out)):
        global_max = pl.load(
            mi_out_carry,
            [0, 0],
            [q_tile, 1],
            target_memory=pl.MemorySpace.Vec,
        )
        if i == n_blocks - 1:
            valid_len_p2: pl.Scalar[pl.INDEX] = pl.yield_(last_valid_len)
        else:
            valid_len_p2: pl.Scalar[pl.INDEX] = pl.yield_(block_size)
        s_tile_raw = pl.load(
            sij_buf,
            [i * q_tile, 0],
            [q_tile, block_size],
            valid_shapes=[q_tile, valid_len_p2],
            target_memory=pl.MemorySpace.Vec,
        )
        s_tile_p2 = pl.tile.fillpad(s_tile_raw, pad_value=pl.PadValue.min)
        scaled_p2 = pl.mul(s_tile_p2, scale)
        centered = pl.row_expand_sub(scaled_p2, global_max)
        exp_tile = pl.exp(centered)
        pij_bf16 = pl.cast(exp_tile, target_type=pl.BF16)
        pij_f32 = pl.cast(pij_bf16, target_type=pl.FP32)
        pij_buf_updated = pl.store(pij_bf16, [i * q_tile, 0], pij_buf_iter)

        tmp_tile_p2 = pl.create_tile(
            [q_tile, block_size],
            dtype=pl.FP32,
            target_memory=pl.MemorySpace.Vec,
        )
        li_local = pl.row_sum(pij_f32, tmp_tile_p2)
        li_local_nd = pl.reshape(li_local, [1, q_tile])

        if i == 0:
            li_out_updated = pl.store(li_local, [0, 0], li_out_iter)
        else:
            li_acc = pl.load(li_out_iter, [0, 0], [q_tile, 1])
            li_acc_nd = pl.reshape(li_acc, [1, q_tile])
            li_sum = pl.reshape(pl.add(li_acc_nd, li_local_nd), [q_tile, 1])
            li_out_updated = pl.store(li_sum, [0, 0], li_out_iter)
        pij_buf_carry, li_out_carry = pl.yield_(pij_buf_updated, li_out_updated)

    return pij_buf_carry, mi_out_carry, li_out_carry
