# examples/ir_parser/dynamic_paged_attention_example.py::main (hand-written)
import pypto.language as pl

Q_HEADS = pl.dynamic("Q_HEADS")
HEAD_DIM_DYN = pl.dynamic("HEAD_DIM_DYN")
BLOCK_SIZE_DYN = pl.dynamic("BLOCK_SIZE_DYN")
q_tile = 16
head_dim = 128
block_size = 128
_Q_TILE = q_tile
_HEAD_DIM = head_dim
_BLOCK_SIZE = block_size


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
