import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        for i_0, (result_iter_1,) in pl.range(0, 3, 1, init_values=(result_0,)):
            for j_0, (result_iter_3,) in pl.range(0, 2, 1, init_values=(result_iter_1,)):
                if j_0 == 0:
                    result_5: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(result_iter_3, 1.0)
                    result_7 = pl.yield_(result_5)
                else:
                    result_6: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(result_iter_3, 1.5)
                    result_7 = pl.yield_(result_6)
                result_4 = pl.yield_(result_7)
            result_2 = pl.yield_(result_4)
        return result_2
