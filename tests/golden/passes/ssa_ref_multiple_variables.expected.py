import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        a_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, 1.0)
        b_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        a_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(a_0, 3.0)
        b_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(b_0, 4.0)
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_1, b_1)
        return result_0
