# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarAsPositionalArg::test_int_closure_var_as_positional_arg (hand-written)
import pypto.language as pl

AXIS = 1


@pl.function
def func(x: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
    result: pl.Tensor[[128, 64], pl.FP32] = pl.transpose(x, axis1=0, axis2=AXIS)
    return result
