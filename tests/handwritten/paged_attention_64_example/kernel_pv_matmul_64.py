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
def kernel_pv_matmul_64(
    pij_buf: pl.Tensor[[N_UNROLL_Q, BLOCK_SIZE], pl.BF16],
    value_cache: pl.Tensor[[key_cache_rows, HEAD_DIM], pl.BF16],
    oi_new: pl.Out[pl.Tensor[[Q_TILE, HEAD_DIM], pl.FP32]],
    block_table: pl.Tensor[[block_table_flat_size], pl.INT32],
    n_blocks: pl.Scalar[pl.INDEX],
    bt_offset: pl.Scalar[pl.INT64],
) -> pl.Tensor[[Q_TILE, HEAD_DIM], pl.FP32]:
    """SplitK PV matmul: first block via matmul, rest via matmul_acc (CUBE).

    Accumulates pij[i] @ vj[i] across n_blocks on L0C, then stores result.
    """
    # First block: matmul (creates L0C accumulator)
    phys_block_0 = pl.read(block_table, pl.cast(bt_offset, pl.INDEX))
    vj_row_0 = phys_block_0 * BLOCK_SIZE

    pij_l1 = pl.load(
        pij_buf,
        [0, 0],
        [Q_TILE, BLOCK_SIZE],
        target_memory=pl.MemorySpace.Mat,
    )
    vj_l1 = pl.load(
        value_cache,
        [vj_row_0, 0],
        [BLOCK_SIZE, HEAD_DIM],
        target_memory=pl.MemorySpace.Mat,
    )
    pij_l0a = pl.move(pij_l1, target_memory=pl.MemorySpace.Left)
    vj_l0b = pl.move(vj_l1, target_memory=pl.MemorySpace.Right)
    oi_l0c = pl.matmul(pij_l0a, vj_l0b)

    # Remaining blocks: matmul_acc (accumulate onto L0C)
    for i, (oi_l0c_iter,) in pl.range(1, n_blocks, init_values=(oi_l0c,)):
        phys_block = pl.read(block_table, pl.cast(bt_offset, pl.INDEX) + i)
        vj_row = phys_block * BLOCK_SIZE

        pij_l1 = pl.load(
            pij_buf,
            [i * Q_TILE, 0],
            [Q_TILE, BLOCK_SIZE],
            target_memory=pl.MemorySpace.Mat,
        )
        vj_l1 = pl.load(
            value_cache,
            [vj_row, 0],
            [BLOCK_SIZE, HEAD_DIM],
            target_memory=pl.MemorySpace.Mat,
        )
        pij_l0a = pl.move(pij_l1, target_memory=pl.MemorySpace.Left)
        vj_l0b = pl.move(vj_l1, target_memory=pl.MemorySpace.Right)
        oi_l0c_acc = pl.matmul_acc(oi_l0c_iter, pij_l0a, vj_l0b)
        (oi_l0c_out,) = pl.yield_(oi_l0c_acc)

    oi_new = pl.store(oi_l0c_out, [0, 0], oi_new)
    return oi_new
