# tests/ut/language/parser/test_type_resolver.py::TestClosureVarsInFunctionBody::test_int_kwarg_from_closure (hand-written)
import pypto.language as pl

swap_axis = 1


@pl.function
def func(
    x: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[128, 64], pl.FP32]:
    result: pl.Tensor[[128, 64], pl.FP32] = pl.transpose(x, axis1=0, axis2=swap_axis)
    return result
