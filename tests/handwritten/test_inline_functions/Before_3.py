# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsBasic::test_no_inline_functions_is_noop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y: pl.Tensor[[1], pl.INT32] = pl.add(x, x)
        return y
