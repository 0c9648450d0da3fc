# ptoc: run --backend 910B --in 0=iota --scalar 1=2 --print 2
# A load from a tensor.slice of a parameter reads the parameter at the
# slice's offsets plus the load's: rows 2 + 1 = 3 and 4 of x (64 columns,
# x[i, j] = 64 * i + j), columns 32 + 16 = 48 to 63, so out[0, 0] = 240 and
# out[1, 0] = 304.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def part(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[2, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 16], pl.FP32]:
        sub = pl.tensor.slice(x, [4, 32], [r, 32])
        tile = pl.load(sub, [1, 16], [2, 16])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[2, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 16], pl.FP32]:
        out = self.part(x, r, out)
        return out
