# tests/ut/ir/transforms/test_auto_tile_vector.py::test_schedule_reports_are_deterministic_and_separate_per_function (hand-written)
import pypto.language as pl


@pl.program
class TwoKernels:
    @pl.function(attrs={"auto_tile": True})
    def first(self, x: pl.Tensor[[8, 128], pl.FP32]) -> pl.Tensor[[8, 128], pl.FP32]:
        return pl.exp(x)

    @pl.function(attrs={"auto_tile": True})
    def second(self, x: pl.Tensor[[8, 128], pl.FP32]) -> pl.Tensor[[8, 128], pl.FP32]:
        return pl.abs(x)
