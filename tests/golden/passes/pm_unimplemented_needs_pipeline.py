# ptoc: compile --backend 910B
# A pl.pipeline loop needs a pass ptoc lacks: the error points at the loop and says what to write instead.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.pipeline(4, stage=2):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            out = pl.store(t, [i * 16, 0], out)
        return out
