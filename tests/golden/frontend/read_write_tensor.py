# ptoc: print
# pl.read / pl.write of a tensor are tensor.read / tensor.write (of a tile,
# tile.read / tile.write), as the reference's tests write them.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64], pl.FP32], scratch: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        v: pl.Scalar[pl.FP32] = pl.read(x, [0])
        pl.write(scratch, [0], v)
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        w: pl.Scalar[pl.FP32] = pl.read(t, [3])
        pl.write(t, [1], w)
        return scratch
