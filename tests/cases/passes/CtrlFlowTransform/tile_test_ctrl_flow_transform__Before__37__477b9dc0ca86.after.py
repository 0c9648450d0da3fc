# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        i__idx_v7: pl.Scalar[pl.INDEX] = 0
        break__tmp_v6: pl.Scalar[pl.BOOL] = False
        for (x_l1_1,) in pl.while_(init_values=(x_0,)):
            pl.cond(i__idx_v7 < 3 and not break__tmp_v6)
            j__idx_v4: pl.Scalar[pl.INDEX] = 0
            break__tmp_v3: pl.Scalar[pl.BOOL] = False
            for (x_l2_1,) in pl.while_(init_values=(x_l1_1,)):
                pl.cond(j__idx_v4 < 4 and not break__tmp_v3)
                k__idx_v1: pl.Scalar[pl.INDEX] = 0
                break__tmp_v0: pl.Scalar[pl.BOOL] = False
                for (x_l3_1,) in pl.while_(init_values=(x_l2_1,)):
                    pl.cond(k__idx_v1 < 5 and not break__tmp_v0)
                    if k__idx_v1 > 2:
                        break__tmp_v0: pl.Scalar[pl.BOOL] = True
                        x_l3_1__phi_v2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l3_1)
                    else:
                        y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_l3_1, x_l3_1)
                        x_l3_1__phi_v2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(y)
                    if not break__tmp_v0:
                        k__idx_v1: pl.Scalar[pl.INDEX] = k__idx_v1 + 1
                    x_l3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l3_1__phi_v2)
                if j__idx_v4 > 1:
                    break__tmp_v3: pl.Scalar[pl.BOOL] = True
                    x_l2_1__phi_v5: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l2_1)
                else:
                    x_l2_1__phi_v5: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l2_1)
                if not break__tmp_v3:
                    j__idx_v4: pl.Scalar[pl.INDEX] = j__idx_v4 + 1
                x_l2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l2_1__phi_v5)
            if i__idx_v7 > 0:
                break__tmp_v6: pl.Scalar[pl.BOOL] = True
                x_l1_1__phi_v8: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l1_1)
            else:
                x_l1_1__phi_v8: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l1_1)
            if not break__tmp_v6:
                i__idx_v7: pl.Scalar[pl.INDEX] = i__idx_v7 + 1
            x_l1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l1_1__phi_v8)
        return x_l1