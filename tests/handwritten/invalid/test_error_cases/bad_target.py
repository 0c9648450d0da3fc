# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_invalid_loop_target_format (rejected by the reference parser)
import pypto.language as pl


@pl.function
def bad_target(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    init: pl.Tensor[[1], pl.INT32] = pl.create([1], dtype=pl.INT32)

    # Missing iter_args tuple
    for i in pl.range(5, init_values=[init]):
        result = pl.yield_(i)

    return result
