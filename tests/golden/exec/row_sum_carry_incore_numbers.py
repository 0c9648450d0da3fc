# ptoc: run --backend 910B --in 0=iota --print 1
# row_sum_carry_numbers.py as a plain InCore kernel on tiles: pl.tile.full([16, 1])
# before the loop, the scratch tile pl.row_sum takes on tiles, and the carry read
# through the reduction of a fresh load each trip.  The same numbers: out[j] =
# 401280 + 16384 j.
import pypto.language as pl


@pl.program
class RowSumCarryInCore:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        s = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
        tmp = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        for i in pl.range(4):
            t = pl.load(x, [i * 16, 0], [16, 64])
            s = pl.add(s, pl.row_sum(t, tmp))
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        out = self.kernel(x, out)
        return out
