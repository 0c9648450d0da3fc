# ptoc: run --backend 910B --in 0=iota --print 1 --print 2 --print 3
# A tile reshaped to rank 3 and computed on: FlattenTileNdTo2D gives the
# reshape its flat shape (leading dims merged) and the store the N-D window.
# x[r][c] = 16r + c.  `a3`: the whole tile as [2, 8, 16], plus 1: 1..256.
# `b3`: x[0..3][0..7] as [2, 2, 8], plus 2: 16r + c + 2.  `c3`: that window
# as [4, 1, 8], stored without compute (kept rank 3, stored flat): 16r + c.
import pypto.language as pl


@pl.program
class Reshape3D:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        a3: pl.Out[pl.Tensor[[2, 8, 16], pl.FP32]],
        b3: pl.Out[pl.Tensor[[2, 2, 8], pl.FP32]],
        c3: pl.Out[pl.Tensor[[4, 1, 8], pl.FP32]],
    ) -> tuple[pl.Tensor[[2, 8, 16], pl.FP32], pl.Tensor[[2, 2, 8], pl.FP32], pl.Tensor[[4, 1, 8], pl.FP32]]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tile[[2, 8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t, [2, 8, 16])
        s: pl.Tile[[2, 8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(r, 1.0)
        a3 = pl.store(s, [0, 0, 0], a3)
        u: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], target_memory=pl.Mem.Vec)
        v: pl.Tile[[2, 2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(u, [2, 2, 8])
        w: pl.Tile[[2, 2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v, 2.0)
        b3 = pl.store(w, [0, 0, 0], b3)
        q: pl.Tile[[4, 1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(u, [4, 1, 8])
        c3 = pl.store(q, [0, 0, 0], c3)
        return a3, b3, c3

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        a3: pl.Out[pl.Tensor[[2, 8, 16], pl.FP32]],
        b3: pl.Out[pl.Tensor[[2, 2, 8], pl.FP32]],
        c3: pl.Out[pl.Tensor[[4, 1, 8], pl.FP32]],
    ) -> tuple[pl.Tensor[[2, 8, 16], pl.FP32], pl.Tensor[[2, 2, 8], pl.FP32], pl.Tensor[[4, 1, 8], pl.FP32]]:
        a3, b3, c3 = self.kernel(x, a3, b3, c3)
        return a3, b3, c3
