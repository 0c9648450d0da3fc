# examples/models/07_paged_attention_multi_config.py::main (hand-written)
import pypto.language as pl

key_cache_rows = 8192
q_tile = 16
head_dim = 128
block_size = 64
n_unroll = 64
n_unroll_q = 1024


@pl.function(type=pl.FunctionType.InCore)
def kernel_pv_matmul(
    pij_buf: pl.Tensor[[n_unroll_q, block_size], pl.BF16],
    value_cache: pl.Tensor[[key_cache_rows, head_dim], pl.BF16],
    oi_new: pl.Out[pl.Tensor[[q_tile, head_dim], pl.FP32]],
    block_indices: pl.Tensor[[n_unroll], pl.INT32],
    n_blocks: pl.Scalar[pl.INDEX],
) -> pl.Tensor[[q_tile, head_dim], pl.FP32]:
    """SplitK PV matmul: first block via matmul, rest via matmul_acc (CUBE).

    Accumulates pij[i] @ vj[i] across n_blocks on L0C, then stores result.
    block_indices pre-extracted by orchestration from block_table.
    """
    # First block: matmul (creates L0C accumulator)
    # Use (n_blocks - n_blocks) to get an INDEX-typed zero for the first read
    first_idx = n_blocks - n_blocks
    phys_block_0 = pl.read(block_indices, first_idx)
    vj_row_0 = phys_block_0 * block_size

    pij_l1 = pl.load(
        pij_buf,
        [0, 0],
        [q_tile, block_size],
        target_memory=pl.MemorySpace.Mat,
    )
    vj_l1 = pl.load(
        value_cache,
        [vj_row_0, 0],
        [block_size, head_dim],
        target_memory=pl.MemorySpace.Mat,
    )
    pij_l0a = pl.move(pij_l1, target_memory=pl.MemorySpace.Left)
    vj_l0b = pl.move(vj_l1, target_memory=pl.MemorySpace.Right)
    oi_l0c = pl.matmul(pij_l0a, vj_l0b)
    oi_l0c_out = oi_l0c

    # Remaining blocks: matmul_acc (accumulate onto L0C)
    for i, (oi_l0c_iter,) in pl.range(1, n_blocks, init_values=(oi_l0c,)):
        phys_block = pl.read(block_indices, i)
        vj_row = phys_block * block_size

        pij_l1_i = pl.load(
            pij_buf,
            [i * q_tile, 0],
            [q_tile, block_size],
            target_memory=pl.MemorySpace.Mat,
        )
        vj_l1_i = pl.load(
            value_cache,
            [vj_row, 0],
            [block_size, head_dim],
            target_memory=pl.MemorySpace.Mat,
        )
        pij_l0a_i = pl.move(pij_l1_i, target_memory=pl.MemorySpace.Left)
        vj_l0b_i = pl.move(vj_l1_i, target_memory=pl.MemorySpace.Right)
        oi_l0c_acc = pl.matmul_acc(oi_l0c_iter, pij_l0a_i, vj_l0b_i)
        (oi_l0c_out,) = pl.yield_(oi_l0c_acc)

    oi_new = pl.store(oi_l0c_out, [0, 0], oi_new)
    return oi_new
