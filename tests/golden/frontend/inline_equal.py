# ptoc: equal {} {dir}/inline_equal_b.py
# tests/ut/language/parser/test_decorator.py::TestInlineFunctionCalls::test_inline_structural_equality: a program calling an inline function equals one with the body written out
import pypto.language as pl


@pl.inline
def inlined_add(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    tmp: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return tmp


@pl.program
class WithInline:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = inlined_add(x)
        return y
