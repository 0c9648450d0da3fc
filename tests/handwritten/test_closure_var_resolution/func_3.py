# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarAsPositionalArg::test_float_closure_var_as_positional_arg (hand-written)
import pypto.language as pl

SCALE = 2.0


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, SCALE)
    return result
