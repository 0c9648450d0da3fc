# docs/en/user/tutorials/02-matmul.md::<module> (hand-written)
import pypto.language as pl


@pl.jit
def matmul_small(
    a: pl.Tensor[[128, 128], pl.FP16],
    b: pl.Tensor[[128, 128], pl.FP16],
    c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP, name_hint="matmul"):
        c = pl.assemble(c, pl.matmul(a, b, out_dtype=pl.FP32), [0, 0])
    return c
