import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        a_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        b_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        for i_0, (a_iter_1, b_iter_2) in pl.range(0, 3, 1, init_values=(a_0, b_0)):
            a_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(a_iter_1, 1.0)
            b_4: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(b_iter_2, 1.5)
            a_1, b_2 = pl.yield_(a_3, b_4)
        result_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_1, b_2)
        return result_0
