# ptoc: compile --backend 910B --no-emit-loc
# ptoas 0.60 on A2/A3 wants a pto.tprelu dst typed with its static valid shape when tmp is
# given (v_row=16, v_col=64, no valid operands) and a ui8 tmp of at least valid rows + 1 rows.
import pypto.language as pl

@pl.program
class Pr:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def f(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(a, [0, 0], [16, 64])
        t: pl.Tile[[17, 32], pl.UINT8] = pl.tile.create([17, 32], dtype=pl.UINT8)
        y: pl.Tile[[16, 64], pl.FP32] = pl.tile.prelu(x, s, t)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
