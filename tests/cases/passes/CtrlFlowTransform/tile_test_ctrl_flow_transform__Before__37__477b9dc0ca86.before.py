# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i, (x_l1_1,) in pl.range(3, init_values=(x_0,)):
            for j, (x_l2_1,) in pl.range(4, init_values=(x_l1_1,)):
                for k, (x_l3_1,) in pl.range(5, init_values=(x_l2_1,)):
                    if k > 2:
                        break
                    y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_l3_1, x_l3_1)
                    x_l3: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(y)
                if j > 1:
                    break
                x_l2: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l3)
            if i > 0:
                break
            x_l1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(x_l2)
        return x_l1