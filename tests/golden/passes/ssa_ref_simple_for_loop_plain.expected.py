import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        acc_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i_0, (acc_iter_1,) in pl.range(0, 10, 1, init_values=(acc_0,)):
            acc_2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc_iter_1, 1.0)
            acc_1 = pl.yield_(acc_2)
        return acc_1
