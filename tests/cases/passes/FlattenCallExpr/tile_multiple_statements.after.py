# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP32]:
        t__tmp_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__tmp_v0, 1.0)
        t__tmp_v1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(a, 3.0)
        b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__tmp_v1, 4.0)
        t__tmp_v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(b)
        t__tmp_v3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__tmp_v2, t__tmp_v3)
        return c
