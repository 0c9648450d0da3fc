# ptoc: parse
# tensor.view: a view keeps the element count
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32]):
        y = pl.tensor.view(x, [16, 16])
