import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i_0, (result_iter_1,) in pl.range(0, 5, 1, init_values=(result_0,)):
            if i_0 == 0:
                result_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(result_iter_1, 2.0)
                result_5 = pl.yield_(result_3)
            else:
                result_4: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(result_iter_1, 1.0)
                result_5 = pl.yield_(result_4)
            result_2 = pl.yield_(result_5)
        return result_2
