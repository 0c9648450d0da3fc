# tests/ut/language/parser/test_decorator.py::TestFunctionCallArgCountValidation::test_external_function_correct_args (hand-written)
import pypto.language as pl


@pl.function
def compute(
    x: pl.Tensor[[64], pl.FP32],
    y: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
    return result


@pl.program
class Good:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = compute(x, y)
        return result
