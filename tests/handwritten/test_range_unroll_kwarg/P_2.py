# tests/ut/language/test_range_unroll_kwarg.py::TestRangeUnrollKwargParser::test_unroll_one_is_accepted (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(8, unroll=1):
            x = pl.add(x, 1.0)
        return x
