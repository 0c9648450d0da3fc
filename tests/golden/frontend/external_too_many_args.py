# ptoc: parse
# tests/ut/language/parser/test_decorator.py::TestFunctionCallArgCountValidation::test_external_function_too_many_args: a helper called with too many arguments
import pypto.language as pl


@pl.function
def single_arg(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    return x


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = single_arg(x, y)
        return result
