# ptoc: print
# User-written forms: a submit's results unpacked with a nested group, tuple
# indexing, pl.yield_ used as an expression, and a bare pl.yield_ closing a
# loop that carries values.
import pypto.language as pl

@pl.program
class SubmitYield:
    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        return x, x
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            (a, b), tid = pl.submit(self.k2, x)
            r = pl.submit(self.k2, a, deps=[tid])
            c = r[0]
        for i, (acc,) in pl.range(4, init_values=(c,)):
            nxt = pl.yield_(acc)
        return nxt
