# ptoc: run --backend 910B --in 0=iota --print 1 --print 2
# pl.slice past its source's edge in an orchestration function: the reference's
# orchestration clamps the runtime view to the source (a fixed-width window near the end
# of a buffer, whose tail the kernel does not address), run on the CPU.  x [12, 16] is
# iota (x[i, j] = 16 i + j); the [8, 16] window at row 8 keeps x's rows 8..11.
#   out:  the kernel loads the window's first 4 rows -> 128..143, ..., 176..191.
#   dims: tensor.dim of the window is its type's 8 rows (as the reference emits the
#         constant), and of x 12.
import pypto.language as pl


@pl.program
class OrchSliceClamp:
    @pl.function(type=pl.FunctionType.InCore)
    def head(
        self, src: pl.Tensor[[8, 16], pl.FP32], dst: pl.Out[pl.Tensor[[4, 16], pl.FP32]]
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        t: pl.Tile[[4, 16], pl.FP32] = pl.tile.load(src, [0, 0], [4, 16])
        dst = pl.tile.store(t, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[12, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
        dims: pl.Out[pl.Tensor[[1, 2], pl.INT32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        w = pl.slice(x, [8, 16], [8, 0])
        out = self.head(w, out)
        n = pl.tensor.dim(w, 0)
        m = pl.tensor.dim(x, 0)
        dims = pl.tensor.write(dims, [0, 0], n)
        dims = pl.tensor.write(dims, [0, 1], m)
        return out
