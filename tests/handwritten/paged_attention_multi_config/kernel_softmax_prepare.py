# examples/models/paged_attention_multi_config.py::<module> (hand-written)
import pypto.language as pl

Q_TILE = 16
BLOCK_SIZE = 64
N_UNROLL = 64
N_UNROLL_Q = N_UNROLL * Q_TILE
q_tile = Q_TILE
block_size = BLOCK_SIZE
n_unroll_q = N_UNROLL_Q


@pl.function(type=pl.FunctionType.InCore)
def kernel_softmax_prepare(
    sij_buf: pl.Tensor[[n_unroll_q, block_size], pl.FP32],
    scale: pl.Scalar[pl.FP32],
    pij_buf: pl.Out[pl.Tensor[[n_unroll_q, block_size], pl.BF16]],
    mi_out: pl.Out[pl.Tensor[[q_tile, 1], pl.FP32]],
    li_out: pl.Out[pl.Tensor[[q_tile, 1], pl.FP32]],
    n_blocks: pl.Scalar[pl.INDEX],
) -> tuple[
    pl.Tensor[[n_unroll_q, block_size], pl.BF16],
    pl.Tensor[[q_tile, 1], pl.FP32],
    pl.Tensor[[q_tile, 1], pl.FP32],
]:
    """Two-pass softmax: pass 1 finds global row_max, pass 2 computes exp+sum (VECTOR).

    Uses mi_out/li_out as GM scratch for cross-iteration state via store/load round-trips.
    """
    # Pass 1: find global row_max across all blocks
    for i, (mi_out_iter,) in pl.range(n_blocks, init_values=(mi_out,)):
        s_tile = pl.load(
            sij_buf,
            [i * q_tile, 0],
            [q_tile, block_size],
            target_memory=pl.MemorySpace.Vec,
        )
        scaled = pl.mul(s_tile, scale)
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
        s_tile_p2 = pl.load(
            sij_buf,
            [i * q_tile, 0],
            [q_tile, block_size],
            target_memory=pl.MemorySpace.Vec,
        )
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
