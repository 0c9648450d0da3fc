# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_tuple_unpacking_from_cross_function_call (hand-written)
import pypto.language as pl


@pl.program
class TupleUnpack:
    @pl.function
    def split(
        self, x: pl.Tensor[[64], pl.FP32]
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        return a, b

    @pl.function
    def caller(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a, b = self.split(x)
        result: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return result
