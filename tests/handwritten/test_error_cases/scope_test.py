# tests/ut/language/parser/test_error_cases.py::TestSSAValidation::test_variable_from_inner_scope_not_accessible (hand-written)
import pypto.language as pl


@pl.function
def scope_test(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[64], pl.FP32]:
    init: pl.Tensor[[64], pl.FP32] = pl.create([64], dtype=pl.FP32)

    for i, (acc,) in pl.range(5, init_values=[init]):
        temp: pl.Tensor[[64], pl.FP32] = pl.add(acc, 1.0)
        # temp is yielded, so it's accessible as 'result'
        result = pl.yield_(temp)

    # Can return result because it was yielded from loop
    return result
