# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarAsPositionalArg::test_dynvar_closure_var (hand-written)
import pypto.language as pl

M = pl.dynamic("M")


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, M)  # type: ignore[arg-type]
    return result
