import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, a: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], b: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        y0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(a, a)
        sq: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = y0
        y1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(sq, sq)
        sq2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = y1
        r: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = sq2
        y2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(b, b)
        b2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = y2
        s: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(r, b2)
        return s
