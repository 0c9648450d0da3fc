# docs/en/user/02-quickstart.md::<module> (hand-written)
import pypto.language as pl


@pl.jit
def add_then_square(
    a: pl.Tensor[[128, 128], pl.FP32],
    b: pl.Tensor[[128, 128], pl.FP32],
    out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP):
        s = pl.add(a, b)
        out = pl.assemble(out, pl.mul(s, s), [0, 0])
    return out
