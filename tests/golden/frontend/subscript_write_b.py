import pypto.language as pl


@pl.program
class Explicit:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, a, [64, 0])
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tile[[16, 64], pl.FP32],
        out: pl.Out[pl.Tile[[64, 64], pl.FP32]],
    ) -> pl.Tile[[64, 64], pl.FP32]:
        out = pl.tile.assemble(out, a, [16, 0])
        return out
