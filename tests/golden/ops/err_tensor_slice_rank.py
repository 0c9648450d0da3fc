# ptoc: parse
# tensor.slice: the window has the source's rank
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32]):
        y = pl.tensor.slice(x, [8], [0])
