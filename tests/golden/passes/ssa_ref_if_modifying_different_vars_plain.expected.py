import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        a_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        b_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        for i_0, (a_iter_1, b_iter_1) in pl.range(0, 1, 1, init_values=(a_0, b_0)):
            if i_0 == 0:
                a_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(a_iter_1, 1.0)
                a_4, b_4 = pl.yield_(a_3, b_iter_1)
            else:
                b_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(b_iter_1, 1.0)
                a_4, b_4 = pl.yield_(a_iter_1, b_3)
            a_2, b_2 = pl.yield_(a_4, b_4)
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_2, b_2)
        return result_0
