# tests/ut/ir/transforms/test_inline_functions.py::TestInlineFunctionsBodyShapes::test_inline_body_with_pl_at (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            y_inline: pl.Tensor[[64], pl.FP32] = pl.add(a, a)
        r: pl.Tensor[[64], pl.FP32] = y_inline
        return r
