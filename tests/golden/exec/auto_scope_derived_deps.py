# ptoc: run --in 0=const:2 --print 1 --threads 4
# examples/two_kernel_loop.py without its MANUAL scope and without deps=[...]: in an AUTO
# scope the runtime derives the order of the tasks from the tensors they pass, and so
# does the executor; no race check applies.  out = x + x * x = 6.
import pypto.language as pl

@pl.program
class AutoLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def square(self, x: pl.Tensor[[128, 64], pl.FP32], row: pl.Scalar[pl.INDEX], tmp: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t = pl.load(x, [row, 0], [32, 64])
        s = pl.mul(t, t)
        tmp = pl.store(s, [row, 0], tmp)
        return tmp

    @pl.function(type=pl.FunctionType.InCore)
    def accumulate(self, x: pl.Tensor[[128, 64], pl.FP32], tmp: pl.Tensor[[128, 64], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        a = pl.load(x, [row, 0], [32, 64])
        b = pl.load(tmp, [row, 0], [32, 64])
        c = pl.add(a, b)
        out = pl.store(c, [row, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        tmp = pl.tensor.create([128, 64], dtype=pl.FP32)
        for i in pl.range(4):
            tmp, sq_tid = pl.submit(self.square, x, i * 32, tmp)
            out, _ = pl.submit(self.accumulate, x, tmp, i * 32, out)
        return out
