# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP32]:
        a: pl.Tile[[64, 64], pl.FP32] = pl.tile.adds(x, 1.0)
        b: pl.Tile[[64, 64], pl.FP32] = pl.tile.muls(a, 2.0)
        c: pl.Tile[[64, 64], pl.FP32] = pl.tile.exp(b)
        return c
