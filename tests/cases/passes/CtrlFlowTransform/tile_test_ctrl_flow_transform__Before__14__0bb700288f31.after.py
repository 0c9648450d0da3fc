# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], n: pl.Scalar[pl.INT64]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i in pl.range(n):
            if i > 5:
                pass
            else:
                x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, 1.0)
        return x