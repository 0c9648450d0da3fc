# docs/en/user/02-quickstart.md::<module> (hand-written)
import pypto.language as pl


@pl.jit
def accumulate(
    a: pl.Tensor[[128, 128], pl.FP32],
    out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
):
    with pl.at(level=pl.Level.CORE_GROUP):
        t = pl.add(a, a)
        for i in pl.range(3):
            t = pl.add(t, a)      # carried across iterations
        out = pl.assemble(out, pl.mul(t, t), [0, 0])
    return out
