# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsMultiCallSite::test_multiple_call_sites_independent_expansion (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[1], pl.INT32],
        b: pl.Tensor[[1], pl.INT32],
    ) -> pl.Tensor[[1], pl.INT32]:
        y_a_inline: pl.Tensor[[1], pl.INT32] = pl.mul(a, a)
        a2: pl.Tensor[[1], pl.INT32] = y_a_inline
        y_b_inline: pl.Tensor[[1], pl.INT32] = pl.mul(b, b)
        b2: pl.Tensor[[1], pl.INT32] = y_b_inline
        s: pl.Tensor[[1], pl.INT32] = pl.add(a2, b2)
        return s
