# ptoc: parse
# tensor.expand_clone: input expands to the target along one axis of extent 1
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[2, 4, 8], pl.FP16], t: pl.Tensor[[2, 8, 8], pl.FP16]):
        y = pl.tensor.expand_clone(x, t)
