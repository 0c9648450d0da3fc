# tests/ut/language/parser/test_control_flow.py::TestParallelForLoops::test_invalid_iterator_rejected (rejected by the reference parser)
import pypto.language as pl


@pl.function
def bad_func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    for i in pl.yield_(10):  # type: ignore
        pass
    return x
