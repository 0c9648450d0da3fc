# tests/ut/ir/transforms/test_lower_pipeline_loops.py::TestLowerPipelineMechanics::test_dynamic_stop_lowers_to_main_plus_cascade (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        # Tree shape must match C++ emission:
        # Add(start, Mul(FloorDiv(Sub(stop, start), chunk), chunk))
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0) // 4 * 4
        for i in pl.range(0, unroll_main_end, 4):
            _y: pl.Scalar[pl.INDEX] = i
            _y_1: pl.Scalar[pl.INDEX] = i + 1
            _y_2: pl.Scalar[pl.INDEX] = i + 2
            _y_3: pl.Scalar[pl.INDEX] = i + 3
        unroll_rem: pl.Scalar[pl.INDEX] = n - unroll_main_end
        if unroll_rem == 1:
            y_4: pl.Scalar[pl.INDEX] = unroll_main_end  # noqa: F841
        elif unroll_rem == 2:
            y_5: pl.Scalar[pl.INDEX] = unroll_main_end  # noqa: F841
            y_6: pl.Scalar[pl.INDEX] = unroll_main_end + 1  # noqa: F841
        elif unroll_rem == 3:
            y_7: pl.Scalar[pl.INDEX] = unroll_main_end  # noqa: F841
            y_8: pl.Scalar[pl.INDEX] = unroll_main_end + 1  # noqa: F841
            y_9: pl.Scalar[pl.INDEX] = unroll_main_end + 2  # noqa: F841
