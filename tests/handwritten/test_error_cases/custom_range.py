# tests/ut/language/parser/test_error_cases.py::TestEdgeCases::test_loop_with_start_stop_step (hand-written)
import pypto.language as pl


@pl.function
def custom_range(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    for i, (acc,) in pl.range(2, 10, 2, init_values=[x]):
        new_acc: pl.Tensor[[64], pl.FP32] = pl.add(acc, 1.0)
        result = pl.yield_(new_acc)

    return result
