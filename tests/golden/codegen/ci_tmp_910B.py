# ptoc: compile --backend 910B --no-emit-loc
# A pto.tci scratch of 16x16 FP32 (1024 bytes) covers the 768 ptoas 0.60 wants on A2/A3 for
# an i32 result.
import pypto.language as pl

@pl.program
class CiKept:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gen(out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32)
        idx: pl.Tile[[1, 32], pl.INT32] = pl.tile.ci(0, [1, 32], t, dtype=pl.INT32)
        o: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(idx, [0, 0], out)
        return o
