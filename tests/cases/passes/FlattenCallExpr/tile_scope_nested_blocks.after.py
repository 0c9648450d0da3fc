# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[64, 64], pl.FP32], y: pl.Tile[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP32]:
        t__tmp_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, 1.0)
        a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__tmp_v0, 2.0)
        with pl.at(level=pl.Level.CORE_GROUP):
            t__tmp_v1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(y)
            b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__tmp_v1, 3.0)
        t__tmp_v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        return t__tmp_v2
