# examples/ir_parser/paged_attention_example.py::<module> (hand-written)
import pypto.language as pl


@pl.function(type=pl.FunctionType.InCore)
def kernel_pv_matmul(
    pij: pl.Tensor[[16, 128], pl.BF16],
    vj: pl.Tensor[[128, 128], pl.BF16],
    output: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
) -> pl.Tensor[[16, 128], pl.FP32]:
    """PV matmul: oi_tmp = pij @ vj (CUBE)."""
    pij_l1 = pl.load(pij, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
    vj_l1 = pl.load(vj, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
    pij_l0a = pl.move(pij_l1, target_memory=pl.MemorySpace.Left)
    vj_l0b = pl.move(vj_l1, target_memory=pl.MemorySpace.Right)
    oi_l0c = pl.matmul(pij_l0a, vj_l0b)
    out = pl.store(oi_l0c, [0, 0], output)
    return out
