# ptoc: compile --backend 910B --no-emit-loc
# ptoas 0.60 on A2/A3 wants a pto.tprelu tmp of at least the dst's valid rows + 1 rows: the
# tmp of the sources' shape that ptoas 0.27 takes is refused at the call.
import pypto.language as pl

@pl.program
class Pr:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def f(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        t: pl.Tile[[16, 64], pl.UINT8] = pl.tile.create([16, 64], dtype=pl.UINT8)
        y: pl.Tile[[16, 64], pl.FP32] = pl.tile.prelu(x, s, t)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
