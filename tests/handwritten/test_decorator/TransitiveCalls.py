# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_transitive_calls (hand-written)
import pypto.language as pl


@pl.program
class TransitiveCalls:
    @pl.function
    def a(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = self.b(x)
        return result

    @pl.function
    def b(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = self.c(x)
        return result

    @pl.function
    def c(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, 3)
        return result
