# ptoc: parse
# tensor.matmul: a transpose flag on a 1-D operand is an error (a vector has no axes to swap)
import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, a: pl.Tensor[[128, 64], pl.FP16], c: pl.Tensor[[64], pl.FP16], d: pl.Tensor[[64, 128], pl.FP16]):
        y1 = pl.tensor.matmul(d, c, b_trans=True)
        y2 = pl.tensor.matmul(c, c, a_trans=True)
