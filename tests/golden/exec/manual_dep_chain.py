# ptoc: run --print 0 --threads 4
# A MANUAL scope where `copy` reads rows 0..7 of `buf` that the first `fill` writes but
# names only the second fill (rows 8..15) as its dependency, which in turn waits for the
# first: the chain of deps orders the two, so the race check accepts it.  y holds 1 in
# rows 0..7 and 2 in rows 8..15.
import pypto.language as pl

@pl.program
class DepChain:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, v: pl.Scalar[pl.FP32], row: pl.Scalar[pl.INDEX], buf: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32] = pl.tile.full([8, 16], dtype=pl.FP32, value=0.0)
        r: pl.Tile[[8, 16], pl.FP32] = pl.tile.adds(t, v)
        buf = pl.store(r, [row, 0], buf)
        return buf

    @pl.function(type=pl.FunctionType.InCore)
    def copy(self, buf: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(buf, [0, 0], [16, 16])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        buf = pl.tensor.create([16, 16], dtype=pl.FP32)
        with pl.manual_scope():
            buf, f0 = pl.submit(self.fill, 1.0, 0, buf)
            buf, f1 = pl.submit(self.fill, 2.0, 8, buf, deps=[f0])
            y, _ = pl.submit(self.copy, buf, y, deps=[f1])
        return y
