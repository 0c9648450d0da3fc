# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[64, 64], pl.FP32]) -> pl.Tile[[64, 64], pl.FP32]:
        for i, (r,) in pl.range(5, init_values=(x,)):
            t__tmp_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(r, 2.0)
            t__tmp_v1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x)
            temp: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__tmp_v0, t__tmp_v1)
            if i > 2:
                r2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(temp)
            else:
                t__tmp_v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(temp, 1.0)
                r2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t__tmp_v2)
            r3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(r2)
        return r3
