import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        outer_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = x
        inner_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(x, 2.0)
        for i_0, (inner_iter_1, outer_iter_1) in pl.range(0, 2, 1, init_values=(inner_0, outer_0)):
            for j_0, (inner_iter_3,) in pl.range(0, 3, 1, init_values=(inner_iter_1,)):
                inner_5: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(inner_iter_3, 1.0)
                inner_4 = pl.yield_(inner_5)
            outer_3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(outer_iter_1, inner_4)
            inner_2, outer_2 = pl.yield_(inner_4, outer_3)
        return outer_2
