# tests/ut/language/parser/test_error_cases.py::TestSSAValidation::test_ssa_violation_double_assignment (rejected by the reference parser)
import pypto.language as pl


@pl.function(strict_ssa=True)
def double_assign(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    # First assignment
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    # Second assignment (SSA violation)
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result
