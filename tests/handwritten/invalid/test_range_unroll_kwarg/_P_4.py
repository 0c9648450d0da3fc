# tests/ut/language/test_range_unroll_kwarg.py::TestRangeUnrollKwargRejection::test_unroll_with_init_values_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(8, init_values=(x,), unroll=2):
            acc = pl.add(acc, 1.0)
            pl.yield_(acc)
        return acc
