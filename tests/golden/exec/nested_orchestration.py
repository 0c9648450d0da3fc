# ptoc: run --in 0=const:1.5 --in 1=const:2 --print 2
# An orchestration function calling another one: its body runs, and what it returns is
# the caller's value.
import pypto.language as pl

@pl.program
class Nested:
    @pl.function(type=pl.FunctionType.InCore)
    def add(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        tb: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        tc: pl.Tile[[16, 16], pl.FP32] = pl.add(ta, tb)
        c = pl.store(tc, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def add_twice(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        t = self.add(a, b, t)
        c = self.add(t, b, c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def entry(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c = self.add_twice(a, b, c)
        return c
