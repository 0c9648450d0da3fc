# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsBasic::test_single_call_site (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.mul(x, x)
        return y

    @pl.function
    def main(self, a: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        z: pl.Tensor[[1], pl.INT32] = self.helper(a)
        return z
