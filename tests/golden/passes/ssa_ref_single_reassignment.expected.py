import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, 1.0)
        result_1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(result_0, 2.0)
        return result_1
