# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        i__idx_v1: pl.Scalar[pl.INDEX] = 0
        break__tmp_v0: pl.Scalar[pl.BOOL] = False
        for (x_iter_1,) in pl.while_(init_values=(x_0,)):
            pl.cond(i__idx_v1 < 10 and not break__tmp_v0)
            if i__idx_v1 > 8:
                break__tmp_v0: pl.Scalar[pl.BOOL] = True
                x_iter_1__phi_v3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_iter_1)
            else:
                y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_iter_1, x_iter_1)
                if i__idx_v1 < 3:
                    x_iter_1__phi_v2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_iter_1)
                else:
                    z: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(y, y)
                    x_iter_1__phi_v2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(z)
                x_iter_1__phi_v3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_iter_1)
            if not break__tmp_v0:
                i__idx_v1: pl.Scalar[pl.INDEX] = i__idx_v1 + 1
            x_iter: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_iter_1__phi_v3)
        return x_iter