# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i, (x_outer_1,) in pl.range(4, init_values=(x_0,)):
            if i < 1:
                x_outer_1__phi_v1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1)
            else:
                for j, (x_inner_1,) in pl.range(8, init_values=(x_outer_1,)):
                    if j < 2:
                        x_inner_1__phi_v0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1)
                    else:
                        y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_inner_1, x_inner_1)
                        x_inner_1__phi_v0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(y)
                    x_inner: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1__phi_v0)
                x_outer_1__phi_v1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1)
            x_outer: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1__phi_v1)
        return x_outer