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
