# ptoc: run --backend 910B --in 0=iota --print 1 --print 2 --print 3 --print 4
# Views in an orchestration function share their base's elements (as the reference's
# orchestration lowers tensor.transpose and tensor.view to runtime views), run on the CPU:
# x [8, 16] is iota, x[i, j] = 16 i + j.
#   by_col: the kernel copies pl.transpose(x, 0, 1), so by_col[i, j] = x[j, i] = 16 j + i
#           -> row i is i, 16 + i, 32 + i, ..., 112 + i.
#   halves: the kernel copies pl.tensor.view(x, [4, 32]): row r is 32 r .. 32 r + 31.
#   back:   the kernel writes its copy of the transposed x through the transposed view
#           of back, so back[j, i] = x[j, i]: back is x again.
#   picked: the layout-only view of x as DN swaps the last two axes ([16, 8]); element
#           [5, 2] of it is x[2, 5] = 37, and [15, 7] is x[7, 15] = 127; the view of the
#           view as ND again gives x's element [1, 6] = 22, and a view of x as ND (its own
#           layout) is x: its element [2, 3] is 35.
import pypto.language as pl


@pl.program
class OrchViews:
    @pl.function(type=pl.FunctionType.InCore)
    def copy_16x8(
        self, src: pl.Tensor[[16, 8], pl.FP32], dst: pl.Out[pl.Tensor[[16, 8], pl.FP32]]
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        t: pl.Tile[[16, 8], pl.FP32] = pl.tile.load(src, [0, 0], [16, 8])
        dst = pl.tile.store(t, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.InCore)
    def copy_4x32(
        self, src: pl.Tensor[[4, 32], pl.FP32], dst: pl.Out[pl.Tensor[[4, 32], pl.FP32]]
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        t: pl.Tile[[4, 32], pl.FP32] = pl.tile.load(src, [0, 0], [4, 32])
        dst = pl.tile.store(t, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[8, 16], pl.FP32],
        by_col: pl.Out[pl.Tensor[[16, 8], pl.FP32]],
        halves: pl.Out[pl.Tensor[[4, 32], pl.FP32]],
        back: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
        picked: pl.Out[pl.Tensor[[1, 4], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        xt = pl.transpose(x, 0, 1)
        by_col = self.copy_16x8(xt, by_col)
        xv = pl.tensor.view(x, [4, 32])
        halves = self.copy_4x32(xv, halves)
        back_t = pl.transpose(back, 0, 1)
        back_t = self.copy_16x8(xt, back_t)
        xd = pl.tensor.view(x, layout=pl.TensorLayout.DN)
        a = pl.tensor.read(xd, [5, 2])
        b = pl.tensor.read(xd, [15, 7])
        xn = pl.tensor.view(xd, layout=pl.TensorLayout.ND)
        c = pl.tensor.read(xn, [1, 6])
        picked = pl.tensor.write(picked, [0, 0], a)
        picked = pl.tensor.write(picked, [0, 1], b)
        picked = pl.tensor.write(picked, [0, 2], c)
        xs = pl.tensor.view(x, layout=pl.TensorLayout.ND)
        e = pl.tensor.read(xs, [2, 3])
        picked = pl.tensor.write(picked, [0, 3], e)
        return back
