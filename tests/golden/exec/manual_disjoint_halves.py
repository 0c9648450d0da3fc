# ptoc: run --in 0=iota --print 2 --threads 4
# A MANUAL scope whose first two tasks write the left and the right column halves of
# `mid` with no dependency between them: their rows interleave in memory but no element
# is written by both, so the race check accepts them; `total` reads all of `mid` and
# waits for both (deps=[a, b]).  y = 2 * x + 1.
import pypto.language as pl

@pl.program
class Halves:
    @pl.function(type=pl.FunctionType.InCore)
    def double_cols(self, x: pl.Tensor[[4, 64], pl.FP32], col: pl.Scalar[pl.INDEX], mid: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        t: pl.Tile[[4, 32], pl.FP32] = pl.load(x, [0, col], [4, 32])
        r: pl.Tile[[4, 32], pl.FP32] = pl.add(t, t)
        mid = pl.store(r, [0, col], mid)
        return mid

    @pl.function(type=pl.FunctionType.InCore)
    def plus_one(self, mid: pl.Tensor[[4, 64], pl.FP32], y: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        t: pl.Tile[[4, 64], pl.FP32] = pl.load(mid, [0, 0], [4, 64])
        r: pl.Tile[[4, 64], pl.FP32] = pl.tile.adds(t, 1.0)
        y = pl.store(r, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[4, 64], pl.FP32], mid: pl.Out[pl.Tensor[[4, 64], pl.FP32]], y: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        with pl.manual_scope():
            mid, a = pl.submit(self.double_cols, x, 0, mid)
            mid, b = pl.submit(self.double_cols, x, 32, mid)
            y, _ = pl.submit(self.plus_one, mid, y, deps=[a, b])
        return y
