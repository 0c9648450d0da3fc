# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        i__idx_v6: pl.Scalar[pl.INDEX] = 0
        break__tmp_v5: pl.Scalar[pl.BOOL] = False
        for (x_outer_1,) in pl.while_(init_values=(x_0,)):
            pl.cond(i__idx_v6 < 4 and not break__tmp_v5)
            if i__idx_v6 < 1:
                x_outer_1__phi_v9: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1)
            else:
                j__idx_v1: pl.Scalar[pl.INDEX] = 0
                break__tmp_v0: pl.Scalar[pl.BOOL] = False
                for (x_inner_1,) in pl.while_(init_values=(x_outer_1,)):
                    pl.cond(j__idx_v1 < 8 and not break__tmp_v0)
                    if j__idx_v1 < 2:
                        x_inner_1__phi_v4: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1)
                    else:
                        if j__idx_v1 > 5:
                            break__tmp_v0: pl.Scalar[pl.BOOL] = True
                            x_inner_1__phi_v3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1)
                        else:
                            y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_inner_1, x_inner_1)
                            x_inner_1__phi_v3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(y)
                        x_inner_1__phi_v4: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1__phi_v3)
                    if not break__tmp_v0:
                        j__idx_v1: pl.Scalar[pl.INDEX] = j__idx_v1 + 1
                    x_inner: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_inner_1__phi_v4)
                if i__idx_v6 > 2:
                    break__tmp_v5: pl.Scalar[pl.BOOL] = True
                    x_outer_1__phi_v8: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1)
                else:
                    x_outer_1__phi_v8: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1)
                x_outer_1__phi_v9: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1__phi_v8)
            if not break__tmp_v5:
                i__idx_v6: pl.Scalar[pl.INDEX] = i__idx_v6 + 1
            x_outer: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_outer_1__phi_v9)
        return x_outer