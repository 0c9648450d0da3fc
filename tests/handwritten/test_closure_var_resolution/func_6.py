# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarShadowing::test_dsl_scope_shadows_closure (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    x_scale: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x_scale, x)
    return result
