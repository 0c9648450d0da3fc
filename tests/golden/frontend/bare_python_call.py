# ptoc: parse
# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_non_function_bare_call_still_errors: a call of a plain Python function is an error
import pypto.language as pl


def regular_python_func(x):
    return x


@pl.program
class BadCall:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = regular_python_func(x)
        return result
