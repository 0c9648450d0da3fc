import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i_0 in pl.range(0, 5, 1):
            temp_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
            pl.tile.adds(temp_0, 1.0)
        return x
