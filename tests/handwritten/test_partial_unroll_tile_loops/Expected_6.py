# tests/ut/ir/transforms/test_partial_unroll_tile_loops.py::TestPartialUnrollMechanics::test_dynamic_stop_with_nonunit_step_uses_iteration_count (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        # trip_iters = ceil_div(n - 0, 2) = (n - 0 + 1) // 2
        # main_iters = trip_iters // 4
        # main_end   = 0 + main_iters * (4 * 2) = 0 + main_iters * 8
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (n - 0 + 1) // 2 // 4 * 8
        for i in pl.range(0, unroll_main_end, 8, attrs={"unroll_replicated": 4}):
            y: pl.Scalar[pl.INDEX] = i  # noqa: F841
            y_1: pl.Scalar[pl.INDEX] = i + 2  # noqa: F841
            y_2: pl.Scalar[pl.INDEX] = i + 4  # noqa: F841
            y_3: pl.Scalar[pl.INDEX] = i + 6  # noqa: F841
        # rem_iters = trip_iters - main_iters * 4 (iteration units, not index units)
        unroll_rem: pl.Scalar[pl.INDEX] = (n - 0 + 1) // 2 - (n - 0 + 1) // 2 // 4 * 4
        if unroll_rem == 1:
            for _tail_iter_1 in pl.range(0, 1, 1, attrs={"unroll_replicated": 1}):
                y_4: pl.Scalar[pl.INDEX] = unroll_main_end  # noqa: F841
        elif unroll_rem == 2:
            for _tail_iter_2 in pl.range(0, 1, 1, attrs={"unroll_replicated": 2}):
                y_5: pl.Scalar[pl.INDEX] = unroll_main_end  # noqa: F841
                y_6: pl.Scalar[pl.INDEX] = unroll_main_end + 2  # noqa: F841
        elif unroll_rem == 3:
            for _tail_iter_3 in pl.range(0, 1, 1, attrs={"unroll_replicated": 3}):
                y_7: pl.Scalar[pl.INDEX] = unroll_main_end  # noqa: F841
                y_8: pl.Scalar[pl.INDEX] = unroll_main_end + 2  # noqa: F841
                y_9: pl.Scalar[pl.INDEX] = unroll_main_end + 4  # noqa: F841
