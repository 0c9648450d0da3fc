# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarErrors::test_unsupported_closure_type_raises (rejected by the reference parser)
import pypto.language as pl

BAD_VALUE = "not_a_number"


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, BAD_VALUE)  # type: ignore[arg-type]
    return result
