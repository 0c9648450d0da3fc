import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64], x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        i_0: pl.Scalar[pl.INT64] = 0
        acc_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for (acc_1, i_1) in pl.while_(init_values=(acc_0, i_0)):
            pl.cond(i_1 < n)
            i_2: pl.Scalar[pl.INT64] = i_1 + 1
            acc_2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_1, x)
            acc_3, i_3 = pl.yield_(acc_2, i_2)
        return acc_3
