# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarErrors::test_undefined_variable_still_raises (rejected by the reference parser)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, totally_undefined)  # noqa: F821 # type: ignore
    return result
