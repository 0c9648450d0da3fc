# ptoc: print
# pl.X spellings dispatch by operand kinds as the reference's language layer does:
# tensor.X on tensors, tile.X on tiles, the scalar variant (adds, muls, maximums)
# when one side is a scalar, a scalar expression on scalars.
import pypto.language as pl

@pl.program
class Dispatch:
    @pl.function(type=pl.FunctionType.Inline)
    def tensors(self, x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[16, 128], pl.FP32], w: pl.Tensor[[128, 64], pl.FP32], s: pl.Scalar[pl.FP32]):
        a = pl.add(x, y)
        b = pl.add(x, s)
        c = pl.mul(x, 2.0)
        d = pl.exp(x)
        e = pl.matmul(x, w)
        f = pl.slice(x, [8, 128], [0, 0])
        g = pl.cast(x, pl.BF16)
        h = pl.row_max(x)
        i = pl.reshape(x, [128, 16])
        j = pl.transpose(x, 0, 1)
        k = pl.maximum(x, y)
    @pl.function(type=pl.FunctionType.InCore)
    def tiles(self, x: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], y: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], s: pl.Scalar[pl.FP32]):
        a = pl.add(x, y)
        b = pl.add(x, s)
        c = pl.mul(x, 2.0)
        d = pl.exp(x)
        g = pl.cast(x, pl.BF16)
        t = pl.tile.create([16, 1], dtype=pl.FP32)
        h = pl.row_max(x, t)
        i = pl.reshape(x, [128, 16])
        m = pl.maximum(x, y)
        n = pl.maximum(x, s)
    @pl.function(type=pl.FunctionType.Inline)
    def scalars(self, p: pl.Scalar[pl.INT32], q: pl.Scalar[pl.INT32], r: pl.Scalar[pl.FP32]):
        a = pl.add(p, q)
        b = pl.mul(p, 2)
        c = pl.cast(r, pl.INT32)
        d = pl.max(p, q)
        e = abs(r)
