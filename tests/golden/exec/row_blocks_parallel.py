# ptoc: run --in 0=iota --print 1 --print 2 --threads 4
# A parallel loop over row blocks: each iteration runs one kernel on its block of the
# input and output (the row offset is a scalar argument).  A host read of the result
# waits for the task that writes it; the value read goes through another kernel into a
# 1x16 tensor.
import pypto.language as pl

@pl.program
class RowBlocks:
    @pl.function(type=pl.FunctionType.InCore)
    def double(self, x: pl.Tensor[[32, 16], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[8, 16], pl.FP32] = pl.load(x, [row, 0], [8, 16])
        r: pl.Tile[[8, 16], pl.FP32] = pl.add(t, t)
        out = pl.store(r, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, v: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        r: pl.Tile[[1, 16], pl.FP32] = pl.tile.adds(t, v)
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[32, 16], pl.FP32], y: pl.Out[pl.Tensor[[32, 16], pl.FP32]], probe: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        for b in pl.parallel(4):
            y = self.double(x, b * 8, y)
        v: pl.Scalar[pl.FP32] = pl.tensor.read(y, [17, 3])
        probe = self.fill(v, probe)
        return y
