# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_self_parameter_stripped (hand-written)
import pypto.language as pl


@pl.program
class SelfTest:
    @pl.function
    def test_func(
        self, x: pl.Tensor[[1], pl.INT32], y: pl.Tensor[[1], pl.INT32]
    ) -> pl.Tensor[[1], pl.INT32]:
        result: pl.Tensor[[1], pl.INT32] = pl.add(x, y)
        return result
