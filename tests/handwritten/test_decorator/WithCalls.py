# tests/ut/language/parser/test_decorator.py::TestProgramRoundTrip::test_roundtrip_with_cross_function_calls (hand-written)
import pypto.language as pl


@pl.program
class WithCalls:
    @pl.function
    def helper(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = pl.mul(x, 2)
        return result

    @pl.function
    def caller(self, x: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = self.helper(x)
        return result
