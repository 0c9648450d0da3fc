# tests/ut/language/parser/test_type_resolver.py::TestClosureVarsInFunctionBody::test_dtype_kwarg_from_closure (hand-written)
import pypto.language as pl

out_dtype = pl.FP16


@pl.function
def func(x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP16]:
    result: pl.Tensor[[64, 64], pl.FP16] = pl.cast(x, target_type=out_dtype)
    return result
