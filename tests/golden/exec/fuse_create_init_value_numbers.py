# ptoc: run --backend 910B --in 0=iota --print 1
# A create with an init_value assembled into an Out tensor keeps its fill:
# FuseCreateAssembleToSlice must not make it a view of the target (the fill
# would be lost).  x [8, 16] is iota, x[i, j] = 16 i + j.
#   out rows 0..7:  the create's fill, -1 everywhere;
#   out rows 8..15: x + x = 2 (16 i + j) (this create is fused into a view).
import pypto.language as pl


@pl.program
class FuseInit:
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
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        m = pl.tensor.create([8, 16], dtype=pl.FP32, init_value=-1.0)
        out = pl.assemble(out, m, [0, 0])
        n = pl.tensor.create([8, 16], dtype=pl.FP32)
        n = self.add(x, x, n)
        out = pl.assemble(out, n, [8, 0])
        return out
