import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i_0, (result_iter_1,) in pl.range(0, 4, 1, init_values=(result_0,)):
            tmp_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(result_iter_1, 1.0)
            result_2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tmp_0, 1.0)
            result_1 = pl.yield_(result_2)
        return result_1
