# ptoc: parse
# tests/ut/language/parser/test_decorator.py::TestFunctionCallArgCountValidation::test_external_function_too_few_args: a helper called with too few arguments
import pypto.language as pl


@pl.function
def compute(
    x: pl.Tensor[[64], pl.FP32],
    y: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
    return result


@pl.program
class Bad:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = compute(x)
        return result
