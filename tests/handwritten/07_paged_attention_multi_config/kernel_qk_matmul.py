# examples/models/07_paged_attention_multi_config.py::main (hand-written)
import pypto.language as pl

key_cache_rows = 8192
q_tile = 16
head_dim = 128
block_size = 64
n_unroll = 64
n_unroll_q = 1024


@pl.function(type=pl.FunctionType.InCore)
def kernel_qk_matmul(
    qi: pl.Tensor[[q_tile, head_dim], pl.BF16],
    key_cache: pl.Tensor[[key_cache_rows, head_dim], pl.BF16],
    sij_buf: pl.Out[pl.Tensor[[n_unroll_q, block_size], pl.FP32]],
    block_indices: pl.Tensor[[n_unroll], pl.INT32],
    n_blocks: pl.Scalar[pl.INDEX],
) -> pl.Tensor[[n_unroll_q, block_size], pl.FP32]:
    """Multi-block QK matmul: sij[i] = qi @ kj[i].T, vertically stacked (CUBE).

    Loops over n_blocks, looking up physical block indices via block_indices
    (pre-extracted by orchestration from block_table).
    key_cache is stored as (rows, head_dim); transpose at load to get (head_dim, block_size).
    """
    for i, (sij_buf_iter,) in pl.range(n_blocks, init_values=(sij_buf,)):
        phys_block = pl.read(block_indices, i)

        kj_row = phys_block * block_size

        qi_l1 = pl.load(
            qi,
            [0, 0],
            [q_tile, head_dim],
            target_memory=pl.MemorySpace.Mat,
        )
        kj_l1 = pl.load(
            key_cache,
            [kj_row, 0],
            [block_size, head_dim],
            target_memory=pl.MemorySpace.Mat,
            transpose=True,
        )
        qi_l0a = pl.move(qi_l1, target_memory=pl.MemorySpace.Left)
        kj_l0b = pl.move(kj_l1, target_memory=pl.MemorySpace.Right)
        sij_l0c = pl.matmul(qi_l0a, kj_l0b)
        sij_buf_updated = pl.store(sij_l0c, [i * q_tile, 0], sij_buf_iter)
        (sij_buf_out,) = pl.yield_(sij_buf_updated)
    return sij_buf_out
