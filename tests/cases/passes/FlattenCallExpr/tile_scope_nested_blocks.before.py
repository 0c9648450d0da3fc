# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[64, 64], pl.FP32], y: pl.Tile[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP32]:
        a: pl.Tile[[64, 64], pl.FP32] = pl.tile.muls(pl.tile.adds(x, 1.0), 2.0)
        with pl.at(level=pl.Level.CORE_GROUP):
            b: pl.Tile[[64, 64], pl.FP32] = pl.tile.adds(pl.tile.exp(y), 3.0)
        return pl.tile.add(a, b)
