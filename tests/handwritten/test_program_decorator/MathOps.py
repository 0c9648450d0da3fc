# tests/ut/language/parser/test_program_decorator.py::TestProgramDecorator::test_multiple_functions_program (hand-written)
import pypto.language as pl


@pl.program
class MathOps:
    @pl.function
    def square(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, x)
        return result

    @pl.function
    def double(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        two: pl.Tensor[[1], pl.INT32] = pl.create([1], dtype=pl.INT32)
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, two)
        return result
