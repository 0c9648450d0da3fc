import pypto.language as pl

@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        init_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i_0, (acc_0,) in pl.range(5, init_values=(init_0,)):
            if i_0 == 0:
                val_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(acc_0, 2.0)
                out_0 = pl.yield_(val_0)
            else:
                val2_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_0, x)
                out_0 = pl.yield_(val2_0)
            result_0 = pl.yield_(out_0)
        return result_0
