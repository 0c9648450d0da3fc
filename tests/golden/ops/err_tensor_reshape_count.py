# ptoc: parse
# tensor.reshape: the element count must not change
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32]):
        y = pl.tensor.reshape(x, [10, 10])
