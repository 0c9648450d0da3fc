# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_wrong_arg_count_raises_error (rejected by the reference parser)
import pypto.language as pl


@pl.inline
def one_arg(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class WrongArgCount:
    @pl.function
    def main(
        self, a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = one_arg(a, b)
        return result
