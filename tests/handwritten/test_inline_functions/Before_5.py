# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsNested::test_inline_calls_inline (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def square(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.mul(x, x)
        return y

    @pl.function(type=pl.FunctionType.Inline)
    def quad(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        sq: pl.Tensor[[1], pl.INT32] = self.square(x)
        sq2: pl.Tensor[[1], pl.INT32] = self.square(sq)
        return sq2

    @pl.function
    def main(self, a: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        r: pl.Tensor[[1], pl.INT32] = self.quad(a)
        return r
