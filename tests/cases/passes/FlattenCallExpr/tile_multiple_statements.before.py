# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP32]:
        a: pl.Tile[[64, 64], pl.FP32] = pl.tile.adds(pl.tile.muls(x, 2.0), 1.0)
        b: pl.Tile[[64, 64], pl.FP32] = pl.tile.muls(pl.tile.adds(a, 3.0), 4.0)
        c: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(pl.tile.exp(b), pl.tile.exp(a))
        return c
