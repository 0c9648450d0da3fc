# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i in pl.range(10):
            if i < 5:
                continue
            _y: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_0, x_0)
        return x_0