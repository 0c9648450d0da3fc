# ptoc: parse
# tensor.matmul: the contracted extents of lhs and rhs differ
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, a: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16]):
        c = pl.tensor.matmul(a, b)
