# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_two_externals_same_name_raises_error (rejected by the reference parser)
import pypto.language as pl


@pl.function
def helper(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


helper_v1 = helper


@pl.function
def helper(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:  # noqa: F811
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result


helper_v2 = helper


@pl.program
class ConflictExt:
    @pl.function
    def func_a(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = helper_v1(x)
        return result

    @pl.function
    def func_b(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = helper_v2(x)
        return result
