# ptoc: parse
# A class attribute of a @pl.program must hold a @pl.function defined before
# the class, under that function's own name.
import pypto.language as pl

SIZE = 64


@pl.function(type=pl.FunctionType.InCore)
def step(
    self,
    x: pl.Tensor[[SIZE], pl.FP32],
    out: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
) -> pl.Tensor[[SIZE], pl.FP32]:
    t = pl.load(x, [0], [SIZE])
    return pl.store(t, [0], out)


@pl.program
class P:
    size = SIZE
    renamed = step

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        return self.step(x, out)
