# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i, (x_iter_1,) in pl.range(10, init_values=(x_0,)):
            if i < 5:
                x_iter_1__phi_v0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_iter_1)
            else:
                y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_iter_1, x_iter_1)
                x_iter_1__phi_v0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(y)
            x_iter: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_iter_1__phi_v0)
        return x_iter