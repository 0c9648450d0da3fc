# ptoc: compile --backend 950 --no-emit-loc
# 20 valid rows on a 16-row tile: ptoas's pto.set_validshape takes constant rows/cols only in [0, shape]
import pypto.language as pl

@pl.program
class Valid:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def cut(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        y: pl.Tile[[16, 64], pl.FP32] = pl.tile.set_validshape(x, 20, 64)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
