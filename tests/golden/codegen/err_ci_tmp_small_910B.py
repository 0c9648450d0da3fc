# ptoc: compile --backend 910B --no-emit-loc
# ptoas 0.60 on A2/A3: a pto.tci scratch holds at least 768 bytes for an i32 result
# (1792 for i16); a 16x8 FP32 scratch holds 512, reported at the call.
import pypto.language as pl

@pl.program
class Ci:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gen(out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        t: pl.Tile[[16, 8], pl.FP32] = pl.tile.create([16, 8], dtype=pl.FP32)
        idx: pl.Tile[[1, 32], pl.INT32] = pl.tile.ci(0, [1, 32], t, dtype=pl.INT32)
        o: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(idx, [0, 0], out)
        return o
