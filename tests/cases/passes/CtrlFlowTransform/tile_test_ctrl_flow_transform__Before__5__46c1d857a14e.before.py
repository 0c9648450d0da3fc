# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec], n: pl.Scalar[pl.INT64]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        i: pl.Scalar[pl.INT64] = pl.const(0, pl.INT64)
        while i < n:
            if i > 5:
                break
            x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, 1.0)
            i: pl.Scalar[pl.INT64] = i + 1
        return x