# ptoc: check --backend 910B
# A kernel written outside the program class (an external @pl.function the
# orchestration calls by its bare name: it joins the program) whose body
# calls an @pl.inline tile helper twice (its statements are expanded at
# each call), and a helper with a loop carrying a value.
import pypto.language as pl

HALF = 0.5


@pl.inline
def mean2(a: pl.Tile[[32, 64], pl.FP32], b: pl.Tile[[32, 64], pl.FP32]) -> pl.Tile[[32, 64], pl.FP32]:
    s: pl.Tile[[32, 64], pl.FP32] = pl.add(a, b)
    m: pl.Tile[[32, 64], pl.FP32] = pl.mul(s, HALF)
    return m


@pl.function(type=pl.FunctionType.InCore)
def blend(
    x: pl.Tensor[[64, 64], pl.FP32],
    y: pl.Tensor[[64, 64], pl.FP32],
    out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
) -> pl.Tensor[[64, 64], pl.FP32]:
    for i in pl.range(2):
        a: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i * 32, 0], [32, 64])
        b: pl.Tile[[32, 64], pl.FP32] = pl.load(y, [i * 32, 0], [32, 64])
        m1 = mean2(a, b)
        m2 = mean2(m1, a)
        out = pl.store(m2, [i * 32, 0], out)
    return out


@pl.program
class Blend:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out = blend(x, y, out)
        return out
