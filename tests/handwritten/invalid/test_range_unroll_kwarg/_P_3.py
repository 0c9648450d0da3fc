# tests/ut/language/test_range_unroll_kwarg.py::TestRangeUnrollKwargRejection::test_unroll_with_chunk_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.auto_chunk]):
            for i in pl.range(8, chunk=4, unroll=2):
                x = pl.add(x, 1.0)
        return x
