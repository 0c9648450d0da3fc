import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i_0, (result_iter_1,) in pl.range(0, 10, 1, init_values=(result_0,)):
            if i_0 > 5:
                result_4 = pl.yield_(result_iter_1)
            else:
                result_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(result_iter_1, 1.0)
                result_4 = pl.yield_(result_3)
            result_2 = pl.yield_(result_4)
        return result_2
