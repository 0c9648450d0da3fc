# ptoc: compile --backend 950 --emit=orchestration
# The runtime holds an FP4 tensor as x2 carriers, two elements a byte along the
# last axis: a tensor.create of an odd last-axis extent has no carrier shape.
import pypto.language as pl


@pl.program
class Fp4OddCreate:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(self, src: pl.Tensor[[8, 64], pl.FP4], out: pl.Out[pl.Tensor[[8, 63], pl.FP4]]) -> pl.Tensor[[8, 63], pl.FP4]:
        tile = pl.load(src, [0, 0], [8, 62])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, src: pl.Tensor[[8, 64], pl.FP4]) -> pl.Tensor[[8, 63], pl.FP4]:
        out = pl.create_tensor([8, 63], dtype=pl.FP4)
        return self.copy(src, out)
