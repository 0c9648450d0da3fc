# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsMultiCallSite::test_multiple_call_sites_independent_expansion (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def square(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.mul(x, x)
        return y

    @pl.function
    def main(
        self,
        a: pl.Tensor[[1], pl.INT32],
        b: pl.Tensor[[1], pl.INT32],
    ) -> pl.Tensor[[1], pl.INT32]:
        a2: pl.Tensor[[1], pl.INT32] = self.square(a)
        b2: pl.Tensor[[1], pl.INT32] = self.square(b)
        s: pl.Tensor[[1], pl.INT32] = pl.add(a2, b2)
        return s
