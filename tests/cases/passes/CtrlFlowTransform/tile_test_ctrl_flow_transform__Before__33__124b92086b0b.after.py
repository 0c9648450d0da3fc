# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i, (x_outer_1,) in pl.range(4, init_values=(x_0,)):
            j__idx_v1: pl.Scalar[pl.INDEX] = 0
            break__tmp_v0: pl.Scalar[pl.BOOL] = False
            for (x_inner_1,) in pl.while_(init_values=(x_outer_1,)):
                pl.cond(j__idx_v1 < 8 and not break__tmp_v0)
                if j__idx_v1 > 3:
                    break__tmp_v0: pl.Scalar[pl.BOOL] = True
                    x_inner_1__phi_v2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1)
                else:
                    y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_inner_1, x_inner_1)
                    x_inner_1__phi_v2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(y)
                if not break__tmp_v0:
                    j__idx_v1: pl.Scalar[pl.INDEX] = j__idx_v1 + 1
                x_inner: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1__phi_v2)
            if i < 2:
                x_outer_1__phi_v3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1)
            else:
                x_outer_1__phi_v3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1)
            x_outer: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1__phi_v3)
        return x_outer