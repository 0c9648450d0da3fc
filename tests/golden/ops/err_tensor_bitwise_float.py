# ptoc: parse
# tensor.and: bitwise ops take integer tensors
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32], y: pl.Tensor[[16, 128], pl.FP32]):
        z = pl.tensor.and_(x, y)
