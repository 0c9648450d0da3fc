# ptoc: print
# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_same_external_from_multiple_methods: one helper called from two methods joins the program once
import pypto.language as pl


@pl.function
def shared_helper(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class SharedExt:
    @pl.function
    def func_a(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = shared_helper(x)
        return result

    @pl.function
    def func_b(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = shared_helper(x)
        return result
