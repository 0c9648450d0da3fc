# ptoc: run --backend 910B --in 0=iota --print 1 --print 2
# pl.slice with drop_dims in an orchestration function, run on the CPU: x [2, 8, 16]
# is iota (x[b, i, j] = 128 b + 16 i + j).
#   page:  the kernel copies slice(x, [1, 8, 16], [1, 0, 0], drop_dims=[0]), the [8, 16]
#          page x[1] -> row i is 128 + 16 i .. 128 + 16 i + 15.
#   picked: element [3] of slice(x, [1, 1, 16], [0, 5, 0], drop_dims=[0, -2]) (the row
#          x[0, 5], [16]) is 83; elements [0, 0] and [1, 0] of the [2, 1] view
#          slice(x, [2, 1, 1], [0, 7, 4], drop_dims=[1]) are x[0, 7, 4] = 116 and
#          x[1, 7, 4] = 244.
import pypto.language as pl


@pl.program
class OrchSliceDropDims:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(
        self, src: pl.Tensor[[8, 16], pl.FP32], dst: pl.Out[pl.Tensor[[8, 16], pl.FP32]]
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32] = pl.tile.load(src, [0, 0], [8, 16])
        dst = pl.tile.store(t, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[2, 8, 16], pl.FP32],
        page: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
        picked: pl.Out[pl.Tensor[[1, 3], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        p = pl.slice(x, [1, 8, 16], [1, 0, 0], drop_dims=[0])
        page = self.copy(p, page)
        r = pl.slice(x, [1, 1, 16], [0, 5, 0], drop_dims=[0, -2])
        a = pl.tensor.read(r, [3])
        c = pl.slice(x, [2, 1, 1], [0, 7, 4], drop_dims=[1])
        b0 = pl.tensor.read(c, [0, 0])
        b1 = pl.tensor.read(c, [1, 0])
        picked = pl.tensor.write(picked, [0, 0], a)
        picked = pl.tensor.write(picked, [0, 1], b0)
        picked = pl.tensor.write(picked, [0, 2], b1)
        return page
