# ptoc: parse
# tensor.matmul: b_trans contracts rhs's last axis
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Inline)
    def f(self, a: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 64], pl.BF16]):
        c = pl.tensor.matmul(a, b, b_trans=True)
