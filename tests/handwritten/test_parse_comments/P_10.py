# tests/ut/ir/parser/test_parse_comments.py::TestRoundTripIdempotency::test_leading_and_trailing_roundtrip (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        # outer
        y = x  # trailing
        return y
