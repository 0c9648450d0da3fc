# tests/ut/language/parser/test_decorator.py::TestFunctionCallArgCountValidation::test_cross_function_correct_args (hand-written)
import pypto.language as pl


@pl.program
class Good:
    @pl.function
    def helper(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        return result

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = self.helper(x, y)
        return result
