# ptoc: parse
# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_naming_conflict_with_internal_raises_error: a helper named like a program method is an error
import pypto.language as pl


@pl.function
def conflicting(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class Conflict:
    @pl.function
    def conflicting(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        return result

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = conflicting(x)
        return result
