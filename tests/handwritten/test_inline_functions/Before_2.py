# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsBasic::test_inline_function_dropped_from_program (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.add(x, x)
        return y

    @pl.function
    def main(self, a: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        z: pl.Tensor[[1], pl.INT32] = self.helper(a)
        return z
