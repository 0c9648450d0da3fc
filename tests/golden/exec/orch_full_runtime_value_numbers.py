# ptoc: run --backend 910B --in 0=iota --scalar 2=1.5 --print 1
# pl.full of a runtime value in an orchestration function: x [8, 16] is iota, v = 1.5,
# filled holds w = 2 v = 3 everywhere, so out[i, j] = 16 i + j + 3.
import pypto.language as pl


@pl.program
class FullRuntime:
    @pl.function(type=pl.FunctionType.InCore)
    def add(
        self,
        a: pl.Tensor[[8, 16], pl.FP32],
        b: pl.Tensor[[8, 16], pl.FP32],
        dst: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        ta: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(a, [0, 0], [8, 16])
        tb: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(b, [0, 0], [8, 16])
        s: pl.Tile[[8, 16], pl.FP32] = pl.tile.add(ta, tb)
        dst = pl.tile.store(s, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[8, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
        v: pl.Scalar[pl.FP32],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        w: pl.Scalar[pl.FP32] = v * 2.0
        filled = pl.full([8, 16], dtype=pl.FP32, value=w)
        out = self.add(x, filled, out)
        return out
