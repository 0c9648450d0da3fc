# ptoc: run --backend 910B --in 0=iota --print 1 --print 2
# Views (pto.treshape) of windows whose elements are not back to back in their
# source: CanonicalizeTileSlice gives each window a buffer of its own first.
# x[r][c] = 16r + c.  `flat`: rows 0..3, columns 0..7 reshaped to [1, 32] plus
# one: 1..8, 17..24, 33..40, 49..56 (viewing the window's buffer flat read
# x[0..1][0..15]: 1..32).  `tr`: rows 0..7, columns 8..15 transposed: tr[i][j]
# = x[j][8 + i] = 16j + 8 + i (viewing it flat read x[0..3][0..15] as [8, 8]).
import pypto.language as pl


@pl.program
class Views:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        flat: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
        tr: pl.Out[pl.Tensor[[8, 8], pl.FP32]],
    ) -> tuple[pl.Tensor[[1, 32], pl.FP32], pl.Tensor[[8, 8], pl.FP32]]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        w: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [4, 8], [0, 0])
        f: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(w, [1, 32])
        g: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(f, 1.0)
        flat = pl.store(g, [0, 0], flat)
        q: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [8, 8], [0, 8])
        t = pl.tile.transpose_view(q)
        m = pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        tr = pl.store(m, [0, 0], tr)
        return flat, tr

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        flat: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
        tr: pl.Out[pl.Tensor[[8, 8], pl.FP32]],
    ) -> tuple[pl.Tensor[[1, 32], pl.FP32], pl.Tensor[[8, 8], pl.FP32]]:
        flat, tr = self.kernel(x, flat, tr)
        return flat, tr
