# examples/ir_parser/paged_attention_example.py::<module> (hand-written)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def kernel_qk_matmul(
    qi: pl.Tensor[[16, 128], pl.BF16],
    kj: pl.Tensor[[128, 128], pl.BF16],
    output: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
) -> pl.Tensor[[16, 128], pl.FP32]:
    """QK matmul: sij = qi @ kj.T (CUBE). kj transposed during load to L1."""
    qi_l1 = pl.load(qi, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
    kj_l1 = pl.load(kj, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat, transpose=True)
    qi_l0a = pl.move(qi_l1, target_memory=pl.MemorySpace.Left)
    kj_l0b = pl.move(kj_l1, target_memory=pl.MemorySpace.Right)
    sij_l0c = pl.matmul(qi_l0a, kj_l0b)
    out: pl.Tensor[[16, 128], pl.FP32] = pl.store(sij_l0c, [0, 0], output)
    return out
