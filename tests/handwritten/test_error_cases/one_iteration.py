# tests/ut/language/parser/test_error_cases.py::TestEdgeCases::test_loop_with_range_one (hand-written)
import pypto.language as pl


@pl.function
def one_iteration(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    for i, (acc,) in pl.range(1, init_values=[x]):
        result = pl.yield_(acc)

    return result
