# ptoc: run --threads 4
# exit: 1
# A MANUAL scope where `refill` overwrites rows 8..15 of `buf` that the earlier `copy`
# task reads, without waiting for it: the device may run refill first and copy would
# read the new rows.  The race check reports it at the refill call (write after read);
# the deps on the first task alone do not order the two.
import pypto.language as pl

@pl.program
class WriteAfterRead:
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
            buf, f1 = pl.submit(self.fill, 2.0, 8, buf)
            y, c = pl.submit(self.copy, buf, y, deps=[f0, f1])
            buf, f2 = pl.submit(self.fill, 3.0, 8, buf, deps=[f0])
        return y
