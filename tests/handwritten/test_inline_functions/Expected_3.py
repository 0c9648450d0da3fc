# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsNested::test_inline_calls_inline (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, a: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        # First square (called from inlined quad on a)
        y0_inline: pl.Tensor[[1], pl.INT32] = pl.mul(a, a)
        sq_inline: pl.Tensor[[1], pl.INT32] = y0_inline
        # Second square (called from inlined quad on sq_inline)
        y1_inline: pl.Tensor[[1], pl.INT32] = pl.mul(sq_inline, sq_inline)
        sq2_inline: pl.Tensor[[1], pl.INT32] = y1_inline
        # quad's return → main's call-site LHS
        r: pl.Tensor[[1], pl.INT32] = sq2_inline
        return r
