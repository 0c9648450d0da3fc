# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsCycles::test_self_recursion_errors (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def loop(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = self.loop(x)
        return y

    @pl.function
    def main(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        r: pl.Tensor[[1], pl.INT32] = self.loop(x)
        return r
