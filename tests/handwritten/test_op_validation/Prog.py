# tests/ut/language/parser/test_op_validation.py::TestSpanPropagatesIntoWrapperConstructedNodes::test_call_span_matches_parse_site (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        return z
