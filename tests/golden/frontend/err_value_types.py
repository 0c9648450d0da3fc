# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def g(self, t: pl.Tensor[[8, 8], pl.FP32]) -> pl.Tensor[[8, 8], pl.FP32]:
        return t
    @pl.function
    def f(self, a: pl.Tensor[[8, 8], pl.FP16], n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INT32]:
        r: pl.Tensor[[8, 8], pl.FP32] = self.g(a)
        z: pl.Scalar[pl.INDEX] = 0
        for i, (acc,) in pl.range(n, init_values=(z,)):
            nxt = pl.yield_(a)
        return n
