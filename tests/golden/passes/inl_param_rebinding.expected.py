import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, a: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], ext: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        ext: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ext, a)
        v: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = ext
        return v
