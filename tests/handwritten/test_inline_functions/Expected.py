# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsBasic::test_single_call_site (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, a: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        y_inline: pl.Tensor[[1], pl.INT32] = pl.mul(a, a)
        z: pl.Tensor[[1], pl.INT32] = y_inline
        return z
