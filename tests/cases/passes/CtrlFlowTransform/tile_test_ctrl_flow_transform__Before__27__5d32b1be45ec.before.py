# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i, (x_iter_1,) in pl.range(10, init_values=(x_0,)):
            if i > 8:
                break
            y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_iter_1, x_iter_1)
            if i < 3:
                continue
            z: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(y, y)
            x_iter: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(z)
        return x_iter