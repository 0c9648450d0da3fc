# ptoc: parse
# tensor.add: shapes broadcast as numpy's do
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[8, 128], pl.FP32]):
        z = pl.tensor.add(x, y)
