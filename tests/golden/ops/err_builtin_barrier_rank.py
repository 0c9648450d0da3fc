# ptoc: parse
# builtin.tensor.barrier: the signal tensor is 1-D INT32
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, s: pl.Tensor[[8, 1], pl.INT32]):
        b = pl.builtin.tensor.barrier(s)
