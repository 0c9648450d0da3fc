# examples/ir_parser/paged_attention_64_example.py::main (hand-written)
import pypto.language as pl

Q_TILE = 16
BLOCK_SIZE = 64
HEAD_DIM = 128
N_UNROLL = 2
N_UNROLL_Q = N_UNROLL * Q_TILE
key_cache_rows = 2097152
block_table_flat_size = 32768


@pl.function(type=pl.FunctionType.InCore)
def kernel_qk_matmul_64(
    qi: pl.Tensor[[Q_TILE, HEAD_DIM], pl.BF16],
    key_cache: pl.Tensor[[key_cache_rows, HEAD_DIM], pl.BF16],
    sij_buf: pl.Out[pl.Tensor[[N_UNROLL_Q, BLOCK_SIZE], pl.FP32]],
    block_table: pl.Tensor[[block_table_flat_size], pl.INT32],
    n_blocks: pl.Scalar[pl.INDEX],
    bt_offset: pl.Scalar[pl.INT64],
) -> pl.Tensor[[N_UNROLL_Q, BLOCK_SIZE], pl.FP32]:
    """Multi-block QK matmul: sij[i] = qi @ kj[i].T, vertically stacked (CUBE).

    Loops over n_blocks, looking up physical block indices via block_table.
    key_cache is stored as (rows, head_dim); transpose at load to get (head_dim, block_size).
    """
    for i, (sij_buf_iter,) in pl.range(n_blocks, init_values=(sij_buf,)):
        phys_block = pl.read(block_table, pl.cast(bt_offset, pl.INDEX) + i)

        kj_row = phys_block * BLOCK_SIZE

        qi_l1 = pl.load(
            qi,
            [0, 0],
            [Q_TILE, HEAD_DIM],
            target_memory=pl.MemorySpace.Mat,
        )
        kj_l1 = pl.load(
            key_cache,
            [0, kj_row],
            [HEAD_DIM, BLOCK_SIZE],
            target_memory=pl.MemorySpace.Mat,
            transpose=True,
        )
        qi_l0a = pl.move(qi_l1, target_memory=pl.MemorySpace.Left)
        kj_l0b = pl.move(kj_l1, target_memory=pl.MemorySpace.Right)
        sij_l0c = pl.matmul(qi_l0a, kj_l0b)
        sij_buf_updated = pl.store(sij_l0c, [i * Q_TILE, 0], sij_buf_iter)
        (sij_buf_out,) = pl.yield_(sij_buf_updated)
    return sij_buf_out
