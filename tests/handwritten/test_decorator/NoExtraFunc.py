# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_no_extra_function_in_program (hand-written)
import pypto.language as pl


@pl.inline
def inlined_op(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class NoExtraFunc:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = inlined_op(x)
        return y
