# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsBodyShapes::test_inline_body_with_pl_range (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        acc: pl.Tensor[[1], pl.INT32] = x
        for i in pl.range(4):
            acc = pl.add(acc, x)
        return acc

    @pl.function
    def main(self, a: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        r: pl.Tensor[[1], pl.INT32] = self.helper(a)
        return r
