# tests/ut/language/test_range_unroll_kwarg.py::TestRangeUnrollKwargRejection::test_unroll_negative_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(8, unroll=-2):
            x = pl.add(x, 1.0)
        return x
