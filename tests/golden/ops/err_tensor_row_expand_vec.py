# ptoc: parse
# tensor.row_expand_add: the row vector has last extent 1
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32], r: pl.Tensor[[1, 16], pl.FP32]):
        y = pl.tensor.row_expand_add(x, r)
